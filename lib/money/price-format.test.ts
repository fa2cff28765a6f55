import { describe, expect, it } from "vitest";
import { formatPrice, lineTotal } from "./price-format";

describe("prices as the storefront writes them", () => {
  it("uses the store's symbol, the language's grouping and Latin digits", () => {
    expect(formatPrice(1051.2, { code: "MAD", symbol: "DH" }, "en")).toBe("DH\u00a01,051.20");
    expect(formatPrice(28.9, { code: "USD", symbol: "$" }, "fr")).toBe("28,90\u00a0$");
    expect(formatPrice(590, { code: "MAD", symbol: "DH" }, "ar")).toMatch(/^[^٠-٩]*590\.00[^٠-٩]*$/);
  });

  it("adds line totals in whole cents, so that no float error shows", () => {
    expect(lineTotal([{ price: 0.1, quantity: 3 }])).toBe(0.3);
    expect(
      lineTotal([
        { price: 590, quantity: 1 },
        { price: 289, quantity: 2 },
      ]),
    ).toBe(1168);
  });
});
