import { amount } from "../money/money";
import { DRAFT, PUBLISHED } from "../catalog/schemas";
import { importMessages } from "./messages";

// A product file's rows as products: the columns of our export (lib/exports/products.ts), or those
// of WooCommerce's product export, told apart by the header (docs/decisions.md, issue 27: the
// mapping). A row's problem is reported by its row as a spreadsheet numbers it (the header is row
// 1, the first product row 2) and its column as the file names it; a product with a bad row is left
// out whole, so that no product is half imported.

export type ImportError = { row: number; column: string; message: string };

/** One price row: a variant (its values in the order the file gives them), or a product's own price. */
export type VariantLine = {
  row: number;
  sku: string;
  /** The variant's values; empty for a product's own price. */
  parts: string[];
  price: string;
  purchasePrice?: string;
  stock?: number;
};

/** A product as the file gives it; a field left undefined is not in the file, and keeps its value on an update. */
export type ProductLines = {
  /** Its rows, the first one naming it in errors. */
  row: number;
  rows: number;
  slug?: string;
  name: string;
  status?: number;
  summary?: string | null;
  description?: string | null;
  categories?: string[];
  lowStock?: number;
  /** A fixed amount off the price (WooCommerce's sale price). */
  discount?: string;
  /** The names of the variants' values, when the file has them (WooCommerce's attributes). */
  attributes?: string[];
  /** The pictures' addresses, in order, and the column that gave them; undefined when the cell is empty or absent (the pictures stay as they are). */
  images?: { urls: string[]; column: string };
  /** One line without parts, or one line per variant. */
  lines: VariantLine[];
};

export type FileRow = { row: number; cells: Record<string, string> };
type Say = (key: Parameters<typeof importMessages>[1], params?: Record<string, string>) => string;

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** The reader of one row's cells, which notes each cell's problem against the row. */
function cellsOf(row: FileRow, say: Say, errors: ImportError[]) {
  const fail = (column: string, message: string) => void errors.push({ row: row.row, column, message });
  const text = (column: string) => (row.cells[column] ?? "").trim();
  return {
    fail,
    text,
    /** Text, or undefined when the column is not in the file; "" is null. */
    optional(column: string) {
      if (!(column in row.cells)) return undefined;
      return text(column) || null;
    },
    required(column: string) {
      const value = text(column);
      if (!value) fail(column, say("required"));
      return value;
    },
    amount(column: string, required: boolean) {
      const value = text(column).replace(/,/g, ".");
      if (!value) {
        if (required) fail(column, say("required"));
        return undefined;
      }
      if (!AMOUNT.test(value)) return fail(column, say("amount"));
      return value;
    },
    whole(column: string, max: number) {
      const value = text(column);
      if (!value) return undefined;
      const number = Number(value);
      if (!Number.isInteger(number) || number < 0 || number > max) return fail(column, say("wholeNumber"));
      return number;
    },
  };
}

const STOCK_MAX = 1_000_000_000;

/** Our export's columns: a product's rows share its slug (its name when the slug is left empty). */
function ourProducts(rows: FileRow[], currency: string, say: Say, errors: ImportError[]): ProductLines[] {
  const products = new Map<string, ProductLines>();
  const bad = new Set<string>();
  for (const row of rows) {
    const before = errors.length;
    const cell = cellsOf(row, say, errors);
    const name = cell.required("name");
    const slug = cell.text("slug") || undefined;
    const status = cell.text("status").toLowerCase();
    if (status && status !== "published" && status !== "draft") cell.fail("status", say("status"));
    const given = cell.text("currency").toUpperCase();
    if (given && given !== currency.toUpperCase()) cell.fail("currency", say("currency", { currency, given }));
    const line = {
      row: row.row,
      sku: cell.text("sku"),
      parts: cell.text("variant")
        ? cell
            .text("variant")
            .split(" / ")
            .map((part) => part.trim())
        : [],
      price: cell.amount("price", true) ?? "",
      purchasePrice: cell.amount("purchase_price", false),
      stock: cell.whole("quantity", STOCK_MAX),
    };
    const lowStock = cell.whole("low_stock_alert", 1_000_000);
    const key = (slug ?? name).toLowerCase();
    if (errors.length > before) {
      bad.add(key);
      continue;
    }
    const product = products.get(key);
    if (product) {
      product.lines.push(line);
      product.rows++;
      continue;
    }
    const categories = cell.optional("categories");
    const images = cell.optional("images");
    products.set(key, {
      row: row.row,
      rows: 1,
      slug,
      name,
      status: status ? (status === "published" ? PUBLISHED : DRAFT) : undefined,
      summary: cell.optional("summary"),
      categories: categories === undefined ? undefined : (categories?.split(" | ").map((c) => c.trim()) ?? []),
      images: images ? { urls: images.split(" | ").map((url) => url.trim()), column: "images" } : undefined,
      lowStock,
      lines: [line],
    });
  }
  return [...products].filter(([key]) => !bad.has(key)).map(([, product]) => product);
}

/** WooCommerce's "Attribute N name" columns in order, with their values' columns. */
function attributeColumns(header: string[]) {
  return header
    .map((column) => /^Attribute (\d+) name$/.exec(column))
    .filter((match): match is RegExpExecArray => !!match)
    .map((match) => ({ name: match[0], values: `Attribute ${match[1]} value(s)` }));
}

/** WooCommerce's lists are comma separated, a comma inside a value written `\,`. */
const wooList = (text: string) =>
  text
    .split(/(?<!\\),/)
    .map((item) => item.replace(/\\,/g, ",").trim())
    .filter(Boolean);

/** A WooCommerce export: simple and variable products, each variation under its parent (`Parent`: `id:{ID}` or the parent's SKU). */
function wooProducts(header: string[], rows: FileRow[], say: Say, errors: ImportError[]): ProductLines[] {
  const attributes = attributeColumns(header);
  const products: ProductLines[] = [];
  const byReference = new Map<string, ProductLines>();
  const variations: { parent: string; line?: VariantLine }[] = [];
  for (const row of rows) {
    const before = errors.length;
    const cell = cellsOf(row, say, errors);
    const types = cell
      .text("Type")
      .toLowerCase()
      .split(",")
      .map((type) => type.trim());
    const kind = types.find((type) => type === "simple" || type === "variable" || type === "variation");
    if (!kind) {
      cell.fail("Type", say("type"));
      continue;
    }
    const regular = cell.amount("Regular price", kind !== "variable");
    const sale = cell.amount("Sale price", false);
    const stock = cell.whole("Stock", STOCK_MAX);
    const sku = cell.text("SKU");
    if (kind === "variation") {
      const parts = attributes.map((column) => cell.text(column.values)).filter(Boolean);
      if (!parts.length) cell.fail("Attribute 1 value(s)", say("required"));
      // A variant has no sale price of its own: it sells at the lower of the two.
      const price = sale && regular && amount(sale).lessThan(regular) ? sale : regular;
      const line = errors.length === before ? { row: row.row, sku, parts, price: price ?? "", stock } : undefined;
      variations.push({ parent: cell.text("Parent"), line });
      continue;
    }
    const name = cell.required("Name");
    const published = cell.text("Published");
    const categories = cell.optional("Categories");
    const images = cell.optional("Images");
    if (errors.length > before) continue;
    const product: ProductLines = {
      row: row.row,
      rows: 1,
      name,
      status: published === "" ? undefined : published === "1" ? PUBLISHED : DRAFT,
      summary: cell.optional("Short description"),
      description: cell.optional("Description"),
      // A nested category (`Clothing > Shirts`) is its last name.
      categories: categories === undefined ? undefined : wooList(categories ?? "").map((path) => path.split(">").at(-1)!.trim()),
      images: images ? { urls: wooList(images), column: "Images" } : undefined,
      discount: kind === "simple" && sale && regular && amount(sale).lessThan(regular) ? amount(regular).minus(sale).toFixed(2) : undefined,
      attributes: kind === "variable" ? attributes.map((column) => cell.text(column.name)).filter(Boolean) : undefined,
      lines: kind === "simple" ? [{ row: row.row, sku, parts: [], price: regular ?? "", stock }] : [],
    };
    if (kind === "variable" && sku) product.lines.push({ row: row.row, sku, parts: [], price: regular ?? "", stock });
    products.push(product);
    if (cell.text("ID")) byReference.set(`id:${cell.text("ID")}`, product);
    if (sku) byReference.set(sku, product);
  }
  const bad = new Set<ProductLines>();
  for (const { parent: reference, line } of variations) {
    const parent = byReference.get(reference);
    if (!parent?.attributes) {
      if (line) errors.push({ row: line.row, column: "Parent", message: say("parent") });
      continue;
    }
    if (!line) {
      bad.add(parent);
      continue;
    }
    // The parent's own SKU line stood for its price until its variations came.
    parent.lines = [...parent.lines.filter((own) => own.parts.length), line];
    parent.rows++;
  }
  for (const product of products) if (!product.lines.length) errors.push({ row: product.row, column: "Type", message: say("variantNeeded") });
  return products.filter((product) => product.lines.length && !bad.has(product));
}

/** Whether the header is WooCommerce's. */
export const isWooCommerce = (header: string[]) => ["Type", "SKU", "Name", "Regular price"].every((column) => header.includes(column));

/** The file's products, and the problems of the rows left out. */
export function productsOf(header: string[], rows: FileRow[], input: { language: string; currency: string }) {
  const errors: ImportError[] = [];
  const say: Say = (key, params) => importMessages(input.language, key, params);
  const products = isWooCommerce(header) ? wooProducts(header, rows, say, errors) : ourProducts(rows, input.currency, say, errors);
  // A product's variant rows name their variant; a product of one row may be its own price.
  const whole = products.filter((product) => {
    const unnamed = product.lines.filter((line) => !line.parts.length);
    if (product.lines.length > 1 && unnamed.length) {
      for (const line of unnamed) errors.push({ row: line.row, column: "variant", message: say("variantNeeded") });
      return false;
    }
    return true;
  });
  return { products: whole, errors };
}
