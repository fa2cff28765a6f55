import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

describe("plainText", () => {
  it("keeps the words of a Markdown description on one line", () => {
    expect(plainText("# Pouf\n\nSoft **leather**, _hand-sewn_.\n- Fes\n- 2 sizes\n\n[Care](https://x.example) `wash`")).toBe(
      "Pouf Soft leather, hand-sewn. Fes 2 sizes Care wash",
    );
  });

  it("leaves plain text and lone marks as they are", () => {
    expect(plainText("2 * 3 = 6, price_list")).toBe("2 * 3 = 6, price_list");
    expect(plainText("<b>Bold</b> text")).toBe("Bold text");
  });
});
