import { describe, expect, it } from "vitest";
import { draftLabel, parseValues, variantRows } from "./variant-drafts";

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

  it("makes one row per colour and combination, a colour's row keeping what was typed for its values before colours were variants", () => {
    const typed = { values: { Size: "M" }, sku: "M", price: "12.00", purchase_price: "5", stock: 7 };
    const camel = { color: "Camel", values: { Size: "L" }, sku: "C-L", price: "15.00", purchase_price: "6", stock: 2 };
    const rows = variantRows([{ name: "Size", values: ["M", "L"] }], [typed, camel], "10.00", ["Noir", "Camel"]);
    expect(rows.map((row) => [draftLabel(row.values, row.color), row.price, row.stock])).toEqual([
      ["Noir / M", "12.00", 7],
      ["Noir / L", "10.00", 0],
      ["Camel / M", "12.00", 7],
      ["Camel / L", "15.00", 2],
    ]);
    expect(variantRows([], [], "9.00", ["Noir"])).toEqual([{ color: "Noir", values: {}, sku: "", price: "9.00", purchase_price: "0", stock: 0 }]);
  });
});
