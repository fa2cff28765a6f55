import { describe, expect, it } from "vitest";
import { parseValues, variantRows } from "./variant-drafts";

describe("variant rows of a product's attributes", () => {
  it("makes one row per combination, at the base price", () => {
    const rows = variantRows(
      [
        { name: "Size", values: ["S", "M"] },
        { name: "Color", values: ["Red", "Blue"] },
      ],
      [],
      "10.00",
    );
    expect(rows.map((row) => row.values)).toEqual([
      { Size: "S", Color: "Red" },
      { Size: "S", Color: "Blue" },
      { Size: "M", Color: "Red" },
      { Size: "M", Color: "Blue" },
    ]);
    expect(rows.every((row) => row.price === "10.00" && row.stock === 0)).toBe(true);
  });

  it("keeps what was typed for a combination that stays, whatever the order of its attributes", () => {
    const kept = { values: { Color: "Red", Size: "S" }, sku: "R-S", price: "12.00", purchase_price: "5", stock: 7 };
    const rows = variantRows(
      [
        { name: "Size", values: ["S", "L"] },
        { name: "Color", values: ["Red"] },
      ],
      [kept],
      "10.00",
    );
    expect(rows).toEqual([kept, { values: { Size: "L", Color: "Red" }, sku: "", price: "10.00", purchase_price: "0", stock: 0 }]);
  });

  it("makes none without a named attribute that has values", () => {
    expect(
      variantRows(
        [
          { name: " ", values: ["S"] },
          { name: "Size", values: [] },
        ],
        [],
        "1",
      ),
    ).toEqual([]);
  });

  it("reads comma-separated values, trimmed, without blanks or repeats", () => {
    expect(parseValues(" S, M ,, S,L ")).toEqual(["S", "M", "L"]);
  });
});
