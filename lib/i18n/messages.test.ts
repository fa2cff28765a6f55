import { describe, expect, it } from "vitest";
import { defineMessages } from "./messages";

const messages = defineMessages({
  en: { left: "Only {count} left of {name}", bye: "Goodbye" },
  fr: { left: "Plus que {count} {name}", bye: "Au revoir" },
  ar: { left: "تبقى {count} فقط من {name}", bye: "وداعا" },
});

describe("messages", () => {
  it("speaks the store's language, with parameters", () => {
    expect(messages("fr", "left", { count: 3, name: "bols" })).toBe("Plus que 3 bols");
    expect(messages("ar", "bye")).toBe("وداعا");
  });

  it("falls back to English for a language without a catalog", () => {
    expect(messages("de", "left", { count: 1, name: "x" })).toBe("Only 1 left of x");
  });

  // These are checked by `npm run typecheck`: an unused @ts-expect-error fails it, so the day the
  // type lets a catalog without every English key in fr and ar through, this test fails. Every
  // catalog of the code is held to the same type, so none of them ships an English-only message.
  it("does not compile a catalog missing a key or a language", () => {
    const missingKey = () =>
      defineMessages({
        en: { left: "Only {count} left", bye: "Goodbye" },
        // @ts-expect-error `bye` is missing in French
        fr: { left: "Plus que {count}" },
        ar: { left: "تبقى {count} فقط", bye: "وداعا" },
      });
    // @ts-expect-error no Arabic catalog
    const missingLanguage = () => defineMessages({ en: { bye: "Goodbye" }, fr: { bye: "Au revoir" } });
    const strayKey = () =>
      // @ts-expect-error `hello` is not an English key
      defineMessages({ en: { bye: "Goodbye" }, fr: { bye: "Au revoir", hello: "Bonjour" }, ar: { bye: "وداعا" } });
    expect([missingKey, missingLanguage, strayKey].every((f) => typeof f === "function")).toBe(true);
  });
});
