"use client";

import { createContext, useCallback, useContext } from "react";
import type { Language } from "@/lib/i18n/messages";

const LanguageContext = createContext<Language>("en");

/** The page's language (app/layout.tsx decided it), for the client components below. */
export function LanguageProvider({ language, children }: { language: Language; children: React.ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export const useLanguage = () => useContext(LanguageContext);

type Catalog<K extends string> = (language: string, key: K, params?: Record<string, string | number>) => string;

/** A catalog's messages in the page's language: `const t = useMessages(shellMessages); t("save")`. */
export function useMessages<K extends string>(catalog: Catalog<K>) {
  const language = useLanguage();
  return useCallback((key: K, params?: Record<string, string | number>) => catalog(language, key, params), [catalog, language]);
}
