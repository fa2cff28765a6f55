"use client";

import { useState } from "react";
import type { Translations } from "@/lib/catalog/translations";
import { LANGUAGES, type Language } from "@/lib/i18n/messages";
import { isLanguage, textDirection } from "@/lib/i18n/language";
import { productMessages } from "@/lib/dashboard/messages/products";
import { LANGUAGE_NAMES } from "../language-picker";
import { useMessages } from "../language";
import { useStore } from "../store";

// The catalogue's editors write each text in the store's language, and in each other language the
// storefront offers (lib/catalog/translations.ts): one tab per language, the store's first. On the
// store's tab the fields are the record's own; on another, its translations, blank where the
// store's text shows instead.

/** The language being written, the store's own, and whether it is another one. */
export function useCatalogLanguage() {
  const store = useStore();
  const own: Language = isLanguage(store.language) ? store.language : "en";
  const [language, setLanguage] = useState<Language>(own);
  return { language, setLanguage, own, translating: language !== own };
}

export function LanguageTabs({ language, own, onChange }: { language: Language; own: Language; onChange: (language: Language) => void }) {
  const t = useMessages(productMessages);
  const order = [own, ...LANGUAGES.filter((code) => code !== own)];
  return (
    <div className="space-y-2">
      <div role="tablist" aria-label={t("languages")} className="flex flex-wrap gap-1 border-b border-gray-200">
        {order.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            lang={code}
            aria-selected={code === language}
            onClick={() => onChange(code)}
            className={`-mb-px min-h-10 border-b-2 px-3 text-sm font-medium ${
              code === language ? "border-gray-900 text-gray-900" : "border-transparent text-gray-600 hover:text-gray-900"
            }`}
          >
            {LANGUAGE_NAMES[code]}
          </button>
        ))}
      </div>
      {language === own ? null : <p className="text-xs text-gray-600">{t("translationHint")}</p>}
    </div>
  );
}

/** What a text field of another language needs: its value, its change, and how to write it. */
export function translatedText(translations: Translations, language: Language, field: string, set: (translations: Translations) => void) {
  return {
    value: translations[language]?.[field] ?? "",
    onChange: (text: string) => set({ ...translations, [language]: { ...translations[language], [field]: text } }),
    lang: language,
    dir: textDirection(language),
  };
}

/**
 * A record's text field as the language tabs show it: its own text on the store's tab, its
 * translation (the own text as placeholder) on another.
 */
export function textProps({
  language,
  translating,
  own,
  translations = {},
  field = "name",
  setOwn,
  setTranslations,
}: {
  language: Language;
  translating: boolean;
  own: string;
  translations?: Translations;
  field?: string;
  setOwn: (text: string) => void;
  setTranslations: (translations: Translations) => void;
}) {
  return translating ? { ...translatedText(translations, language, field, setTranslations), placeholder: own } : { value: own, onChange: setOwn };
}
