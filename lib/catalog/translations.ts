import { z } from "zod";
import { LANGUAGES, type Language } from "../i18n/messages";
import { isLanguage } from "../i18n/language";

// The catalogue in the store's languages (docs/decisions.md, "The catalogue in several languages").
// A product, a category, an attribute, an option group or an option keeps its texts in the store's
// own language in its columns, and those of the other languages in `translations`:
// `{fr: {name: "Lanterne"}, ar: {name: "فانوس"}}`, as Shopify's translations and Saleor's
// `translation(languageCode)` keep one text per field and language beside the record. A shopper who
// asks another language sees its text where the owner wrote one, and the store's own elsewhere.

/** The texts each kind of record may have in other languages, by the column's name. */
export const TRANSLATED_FIELDS = {
  product: ["name", "summary", "description"],
  category: ["name"],
  attribute: ["name"],
  optionGroup: ["name"],
  option: ["name", "text_label"],
} as const;
type Kind = keyof typeof TRANSLATED_FIELDS;

/** What `translations` holds: per language, per field, a text. */
export type Translations = Partial<Record<Language, Record<string, string>>>;

const LIMITS: Record<string, z.ZodString> = {
  name: z.string().trim().max(255),
  summary: z.string().trim().max(100_000),
  description: z.string().max(100_000),
  text_label: z.string().trim().max(100),
};

/**
 * What an owner writes for a kind of record: any of the three languages, each with any of the
 * kind's fields. An empty text removes that translation (the store's own text shows again).
 */
export function translationsInput(kind: Kind) {
  const fields = z.strictObject(Object.fromEntries(TRANSLATED_FIELDS[kind].map((field) => [field, LIMITS[field]!.optional()])));
  return z.strictObject(Object.fromEntries(LANGUAGES.map((language) => [language, fields.optional()]))) as z.ZodType<Translations>;
}

/** A record's translations in an owner's answer. */
export const translationsRecord = z.partialRecord(z.enum(LANGUAGES), z.record(z.string(), z.string()));

/** A record's translations as the owner reads them and as they are stored: languages and fields with a text only. */
export function storedTranslations(value: unknown): Translations {
  const stored: Translations = {};
  if (!value || typeof value !== "object") return stored;
  for (const [language, texts] of Object.entries(value)) {
    if (!isLanguage(language) || !texts || typeof texts !== "object") continue;
    const kept = Object.fromEntries(Object.entries(texts).filter(([, text]) => typeof text === "string" && text.trim() !== ""));
    if (Object.keys(kept).length) stored[language] = kept as Record<string, string>;
  }
  return stored;
}

/**
 * The record as a shopper of `language` reads it: each field of `fields` with a text in that
 * language takes it. The store's own language is its columns, so it reads the record as it is.
 */
export function translated<T extends { translations?: unknown }>(record: T, language: Language, fields: readonly (keyof T & string)[]): T {
  // Only the language asked is read: a list in the store's own language, the common case, costs a lookup per row.
  const asked = (record.translations as Record<string, unknown> | null | undefined)?.[language];
  if (!asked) return record;
  const texts = storedTranslations({ [language]: asked })[language];
  if (!texts) return record;
  const copy = { ...record };
  for (const field of fields) {
    const text = texts[field];
    if (text !== undefined) (copy as Record<string, unknown>)[field] = text;
  }
  return copy;
}

/**
 * The language a shopper's app asks for with `Accept-Language`, among the store's languages: the
 * first by preference (q) whose primary tag is one of them. Without one, the store's own, so an
 * app that asks nothing sees what it always saw.
 */
export function catalogLanguage(acceptLanguage: string | null, storeLanguage: string): Language {
  const fallback: Language = isLanguage(storeLanguage) ? storeLanguage : "en";
  if (!acceptLanguage) return fallback;
  const asked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { language: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return asked.map((entry) => entry.language).find(isLanguage) ?? fallback;
}
