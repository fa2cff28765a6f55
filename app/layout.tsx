import type { Metadata } from "next";
import { connection } from "next/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import "./globals.css";

export const metadata: Metadata = { title: "Commerce", description: "Multi-store commerce platform" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request: Next puts the nonce of the request's Content Security
  // Policy (proxy.ts) on its scripts only when rendering, never in a page prerendered at build time.
  await connection();
  const { language, dir } = await pageLanguage();
  return (
    <html lang={language} dir={dir}>
      <body className="min-h-screen bg-white font-sans text-gray-900 antialiased">{children}</body>
    </html>
  );
}
