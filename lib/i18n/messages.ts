// Messages in the store's language. Each domain keeps its own catalog beside its code:
//   const messages = defineMessages({ en: { outOfStock: "Only {count} left" }, fr: {...}, ar: {...} });
//   messages(store.language, "outOfStock", { count: 3 })
// Every catalog must give each English key in every language: the type refuses one that does not,
// so a message added in English alone cannot ship. A language the store names but no catalog has
// falls back to English.

export const LANGUAGES = ["en", "fr", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

type Catalog<K extends string> = Record<K, string>;
type Params = Record<string, string | number>;

// The keys are inferred from English only (NoInfer), so a key missing in fr or ar is an error
// rather than a narrower key type.
export function defineMessages<K extends string>(catalogs: { en: Catalog<K> } & Record<Exclude<Language, "en">, Catalog<NoInfer<K>>>) {
  return (language: string, key: K, params: Params = {}): string => {
    const catalog = (catalogs as Partial<Record<string, Catalog<K>>>)[language] ?? catalogs.en;
    return catalog[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
