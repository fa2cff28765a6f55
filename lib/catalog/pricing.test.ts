import { describe, expect, it } from "vitest";
import { sellingPrice } from "./pricing";

describe("selling price", () => {
  it("is the base price without a discount", () => {
    expect(sellingPrice("249.90", null, null).toFixed(2)).toBe("249.90");
    expect(sellingPrice("249.90", 0, "10").toFixed(2)).toBe("249.90");
  });
  it("takes a fixed amount off", () => {
    expect(sellingPrice("249.90", 1, "50").toFixed(2)).toBe("199.90");
    expect(sellingPrice("20.00", 1, "50").toFixed(2)).toBe("0.00");
  });
  it("takes a percentage off, rounded half-up", () => {
    expect(sellingPrice("249.90", 2, "15").toFixed(2)).toBe("212.41"); // 249.90 - 37.485 -> 37.49 off
    expect(sellingPrice("99.99", 2, "100").toFixed(2)).toBe("0.00");
  });
});
