import { describe, expect, it } from "vitest";
import { isWooCommerce, productsOf, type FileRow } from "./rows";

// A file's rows as products: grouped by slug (ours) or by parent (WooCommerce's), a bad row named
// by its row and column and its product left out whole.

const rowsOf = (header: string[], lines: string[][]): FileRow[] =>
  lines.map((cells, index) => ({ row: index + 2, cells: Object.fromEntries(header.map((column, at) => [column, cells[at] ?? ""])) }));
const OURS = ["slug", "name", "status", "sku", "variant", "price", "currency", "quantity"];
const read = (header: string[], lines: string[][]) => productsOf(header, rowsOf(header, lines), { language: "en", currency: "MAD" });

describe("productsOf", () => {
  it("groups a product's variant rows by its slug", () => {
    const { products, errors } = read(OURS, [
      ["bab", "Babouches", "published", "B-M", "M", "250", "MAD", "3"],
      ["tea", "Tea", "draft", "T", "", "10.5", "MAD", ""],
      ["bab", "Babouches", "published", "B-L", "L", "260.50", "MAD", "4"],
    ]);
    expect(errors).toEqual([]);
    expect(products.map((product) => [product.slug, product.rows, product.lines.map((line) => line.parts)])).toEqual([
      ["bab", 2, [["M"], ["L"]]],
      ["tea", 1, [[]]],
    ]);
    expect(products[1]).toMatchObject({ status: 2, lines: [{ price: "10.5", stock: undefined }] });
  });

  it("leaves out a product with one bad row, the row named with its column", () => {
    const { products, errors } = read(OURS, [
      ["bab", "Babouches", "published", "B-M", "M", "250", "MAD", "3"],
      ["bab", "Babouches", "published", "B-L", "L", "cheap", "MAD", "4"],
    ]);
    expect(products).toEqual([]);
    expect(errors).toEqual([{ row: 3, column: "price", message: "Write an amount, such as 19.99." }]);
  });

  it("reads WooCommerce's export: a variation under the parent its Parent names, a sale price as a discount", () => {
    const header = [
      "ID",
      "Type",
      "SKU",
      "Name",
      "Published",
      "Regular price",
      "Sale price",
      "Stock",
      "Categories",
      "Parent",
      "Attribute 1 name",
      "Attribute 1 value(s)",
    ];
    expect(isWooCommerce(header)).toBe(true);
    const { products, errors } = read(header, [
      ["1", "simple", "MUG", "Mug", "1", "80", "60", "12", "Home > Cups, Gifts"],
      ["2", "variable", "TEE", "Tee", "0", "", "", "", "", "", "Size", "S, M"],
      ["3", "variation", "TEE-S", "Tee - S", "1", "100", "", "5", "", "id:2", "Size", "S"],
      ["4", "grouped", "SET", "Set", "1", "10"],
    ]);
    expect(errors).toEqual([{ row: 5, column: "Type", message: "Only simple, variable and variation products are imported." }]);
    expect(products[0]).toMatchObject({
      name: "Mug",
      status: 1,
      discount: "20.00",
      categories: ["Cups", "Gifts"],
      lines: [{ sku: "MUG", price: "80", stock: 12 }],
    });
    expect(products[1]).toMatchObject({ name: "Tee", status: 2, attributes: ["Size"], lines: [{ sku: "TEE-S", parts: ["S"], price: "100", stock: 5 }] });
  });
});
