// Messages in the store's language. Each domain keeps its own catalog beside its code:
//   const messages = defineMessages({ en: { outOfStock: "Only {count} left" }, fr: {...}, ar: {...} });
//   messages(store.language, "outOfStock", { count: 3 })
// A language without a catalog, or a key missing from one, falls back to English.

export const LANGUAGES = ["en", "fr", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

type Catalog<K extends string> = Record<K, string>;
type Params = Record<string, string | number>;

export function defineMessages<K extends string>(catalogs: { en: Catalog<K> } & Partial<Record<Exclude<Language, "en">, Partial<Catalog<K>>>>) {
  return (language: string, key: K, params: Params = {}): string => {
    const catalog = (catalogs as Partial<Record<string, Partial<Catalog<K>>>>)[language];
    const template = catalog?.[key] ?? catalogs.en[key];
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
