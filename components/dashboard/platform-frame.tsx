import { pageLanguage } from "@/lib/i18n/page-language";
import { LanguageProvider } from "./language";
import { LanguagePicker } from "./language-picker";

/** The platform's pages outside the dashboard (sign-in, sign-up): a centred card with the language control. */
export async function PlatformFrame({ children }: { children: React.ReactNode }) {
  const { language } = await pageLanguage();
  return (
    <LanguageProvider language={language}>
      <div className="flex min-h-screen flex-col bg-gray-50">
        <header className="flex justify-end p-4">
          <LanguagePicker />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">{children}</main>
      </div>
    </LanguageProvider>
  );
}
