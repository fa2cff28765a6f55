import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = { title: "Commerce", description: "Multi-store commerce platform" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-gray-900 antialiased">{children}</body>
    </html>
  );
}
