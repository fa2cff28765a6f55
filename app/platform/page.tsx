import Link from "next/link";
import { pageLanguage } from "@/lib/i18n/page-language";
import { shellMessages } from "@/lib/dashboard/messages/shell";

export default async function PlatformHome() {
  const { language } = await pageLanguage();
  const t = (key: Parameters<typeof shellMessages>[1]) => shellMessages(language, key);
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 p-8">
      <h1 className="text-4xl font-semibold tracking-tight">{t("platformTitle")}</h1>
      <p className="text-lg text-gray-600">{t("platformLead")}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/sign-in" className="rounded-lg bg-gray-900 px-5 py-2.5 font-medium text-white hover:bg-gray-700">
          {t("signIn")}
        </Link>
        <Link href="/register" className="rounded-lg border border-gray-300 px-5 py-2.5 font-medium hover:bg-gray-50">
          {t("createStore")}
        </Link>
      </div>
    </main>
  );
}
