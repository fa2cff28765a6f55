import { describe, expect, it } from "vitest";
import { priceLabel } from "./price-label";

describe("a price as a picture shows it", () => {
  it("places the store's symbol and groups digits as the store's language does", () => {
    expect(priceLabel("1249.5", { code: "USD", symbol: "$" }, "en")).toBe("$1,249.50");
    expect(priceLabel("1249.5", { code: "MAD", symbol: "DH" }, "en")).toBe("DH\u00a01,249.50");
    expect(priceLabel("1249.5", { code: "MAD", symbol: "DH" }, "fr")).toBe("1\u202f249,50\u00a0DH");
    expect(priceLabel("19.999", { code: "EUR", symbol: "€" }, "fr")).toBe("20,00\u00a0€");
    expect(priceLabel("349", { code: "MAD", symbol: "" }, "en")).toBe("MAD\u00a0349.00");
    expect(priceLabel("349", { code: "MAD", symbol: "DH" }, "ar")).toMatch(/349\.00|349٫00/);
  });
});
