import type { Metadata } from "next";
import { LanguageProvider } from "@/components/dashboard/language";
import { OperatorConsole } from "@/components/operator/console";

export const metadata: Metadata = { title: "Operator console", robots: { index: false } };

// The platform operator's console: its own sign-in (password, then an authenticator's code) and the
// list of every store, through the operator routes of the administration API (/api/operator/...).
// In English: it is the platform's, not a store's.
export default function OperatorPage() {
  return (
    <LanguageProvider language="en">
      <OperatorConsole />
    </LanguageProvider>
  );
}
