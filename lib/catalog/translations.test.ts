import { describe, expect, it } from "vitest";
import { catalogLanguage, storedTranslations, translated, translationsInput } from "./translations";

describe("catalogue translations", () => {
  it("read Accept-Language by preference, among the store's languages, else the store's own", () => {
    expect(catalogLanguage(null, "fr")).toBe("fr");
    expect(catalogLanguage("", "ar")).toBe("ar");
    expect(catalogLanguage("ar-MA", "fr")).toBe("ar");
    expect(catalogLanguage("de-DE,de;q=0.9,en-US;q=0.8,fr;q=0.7", "ar")).toBe("en");
    expect(catalogLanguage("fr;q=0.2, ar;q=0.9", "en")).toBe("ar");
    expect(catalogLanguage("en;q=0, *", "fr")).toBe("fr");
    expect(catalogLanguage("zh, ja", "en")).toBe("en");
  });

  it("show each field's text in the language asked where one is written", () => {
    const product = { name: "Lanterne", summary: "Ciselée", translations: { ar: { name: "فانوس" }, en: { name: "Lantern", summary: "  " } } };
    expect(translated(product, "ar", ["name", "summary"])).toMatchObject({ name: "فانوس", summary: "Ciselée" });
    expect(translated(product, "en", ["name", "summary"])).toMatchObject({ name: "Lantern", summary: "Ciselée" });
    expect(translated(product, "fr", ["name", "summary"])).toBe(product);
    expect(translated({ name: "Plateau", translations: "broken" }, "ar", ["name"]).name).toBe("Plateau");
  });

  it("keep only languages and texts that say something, and refuse what they do not know", () => {
    expect(storedTranslations({ ar: { name: "فانوس", summary: "" }, en: {}, de: { name: "Laterne" } })).toEqual({ ar: { name: "فانوس" } });
    const input = translationsInput("category");
    expect(input.safeParse({ fr: { name: "Luminaires" } }).success).toBe(true);
    expect(input.safeParse({ fr: { summary: "Non" } }).success).toBe(false);
    expect(input.safeParse({ es: { name: "Lámparas" } }).success).toBe(false);
  });
});
