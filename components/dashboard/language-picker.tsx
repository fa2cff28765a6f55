"use client";

import { useRouter } from "next/navigation";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from "@/lib/i18n/language";
import { LANGUAGES, type Language } from "@/lib/i18n/messages";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useLanguage, useMessages } from "./language";

/** Each language in its own name, as language pickers show them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", fr: "Français", ar: "العربية" };

export function LanguagePicker() {
  const t = useMessages(shellMessages);
  const language = useLanguage();
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm text-gray-600">
      <span>{t("language")}</span>
      <select
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-gray-900"
        value={language}
        onChange={(event) => {
          document.cookie = `${LANGUAGE_COOKIE}=${event.target.value}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
          router.refresh();
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
