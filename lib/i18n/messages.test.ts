import { describe, expect, it } from "vitest";
import { defineMessages } from "./messages";

const messages = defineMessages({
  en: { left: "Only {count} left of {name}", bye: "Goodbye" },
  fr: { left: "Plus que {count} {name}" },
  ar: { left: "تبقى {count} فقط من {name}", bye: "وداعا" },
});

describe("messages", () => {
  it("speaks the store's language, with parameters", () => {
    expect(messages("fr", "left", { count: 3, name: "bols" })).toBe("Plus que 3 bols");
    expect(messages("ar", "bye")).toBe("وداعا");
  });

  it("falls back to English for a missing key or language", () => {
    expect(messages("fr", "bye")).toBe("Goodbye");
    expect(messages("de", "left", { count: 1, name: "x" })).toBe("Only 1 left of x");
  });
});
