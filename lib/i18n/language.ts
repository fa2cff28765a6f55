// The language a page is shown in, for browsers and servers alike: a shopper's or owner's choice,
// remembered in a cookie that both the storefront and the dashboard read, falling back to the store's.
import { LANGUAGES, type Language } from "./messages";

export const LANGUAGE_COOKIE = "language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}

/** A year, so that the choice outlives the session but not the browser's cookie policy. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * A value set into a sentence of another direction (an order's code or date in Arabic), isolated
 * with Unicode's first-strong isolate, so the bidirectional algorithm keeps it whole and in its
 * own order: "الطلب ORD-2026-000030" rather than the code split around the word.
 */
export const isolate = (text: string | number): string => `\u2068${text}\u2069`;
