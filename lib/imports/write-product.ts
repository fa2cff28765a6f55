import type { z } from "zod";
import { DomainError } from "../core/errors";
import { validationError } from "../core/validation";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { createProduct, product as productRecordOf, updateProduct } from "../catalog/manage-products";
import { createProductCategory } from "../catalog/product-categories";
import { productInput, productPatch, type ProductPatch, type productRecord } from "../catalog/product-schemas";
import { OWNER_STATUSES } from "../catalog/schemas";
import { amount } from "../money/money";
import { importMessages } from "./messages";
import { importPictures, pictureAddressProblems } from "./pictures";
import type { ImportError, ProductLines, VariantLine } from "./rows";

// One product of the file written through the catalog's own writes: an update of the product the
// file names (by slug, else by one of its SKUs) changes only what differs, so that a file exported
// and imported again changes nothing; else a new product. A refusal of the catalog (a 422 of its
// rules) is the product's errors, named by row and column.

type Current = z.infer<typeof productRecord>;
type Outcome = { outcome?: "created" | "updated"; errors: ImportError[] };

/** The product's field as our file's column names it. */
const COLUMNS: { [field: string]: string } = {
  stock: "quantity",
  low_stock_quantity_alert: "low_stock_alert",
  category_ids: "categories",
  variants: "variant",
};

/** A catalog refusal as the file's errors: a variant's problem on its row, the product's on its first. */
export function problemsOf(error: unknown, product: ProductLines, language: string): ImportError[] {
  if (!(error instanceof DomainError)) throw error;
  const fields = Object.entries(error.errors ?? { "": [error.message] });
  return fields.flatMap(([field, messages]) => {
    const [head, index, leaf] = field.split(".");
    const line = head === "variants" ? product.lines[Number(index)] : undefined;
    const column = COLUMNS[line && leaf ? leaf : head!] ?? (line && leaf ? leaf : head!);
    return messages.map((message) => ({ row: line?.row ?? product.row, column, message: importMessages(language, "invalid", { detail: message }) }));
  });
}

/** The store's product the file names: by its slug, else by a SKU of its rows. */
async function existingId(store: Store, product: ProductLines): Promise<number | undefined> {
  const status = { in: [...OWNER_STATUSES] };
  if (product.slug) {
    const bySlug = await db().product.findFirst({ where: { storeId: store.id, slug: product.slug, status }, select: { id: true } });
    if (bySlug) return bySlug.id;
  }
  const skus = product.lines.map((line) => line.sku).filter(Boolean);
  if (!skus.length) return undefined;
  const bySku = await db().productPrice.findFirst({ where: { storeId: store.id, sku: { in: skus }, product: { status } }, select: { productId: true } });
  return bySku?.productId;
}

/** The categories named, by name; those the store lacks are made (a dry run makes none, and names only those it has). */
async function categoryIds(store: Store, input: { names?: string[]; dryRun: boolean; platformOrigin: string }): Promise<number[] | undefined> {
  if (!input.names) return undefined;
  const names = [...new Set(input.names.filter(Boolean))];
  const known = await db().category.findMany({ where: { storeId: store.id, name: { in: names } }, select: { id: true, name: true } });
  const ids = new Map(known.map((category) => [category.name, category.id]));
  for (const name of names) {
    if (ids.has(name) || input.dryRun) continue;
    ids.set(
      name,
      (
        await createProductCategory(store, {
          fields: { name, translations: {}, parent_id: null, image_id: null, is_active: true },
          platformOrigin: input.platformOrigin,
        })
      ).id,
    );
  }
  return names.flatMap((name) => ids.get(name) ?? []);
}

const same = (left: string, right: string) => amount(left).equals(right);
const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b).join(",");

/** What the file changes of the product as it is; the variants it names that the product lacks are errors. */
function patchOf(current: Current, product: ProductLines, categories: number[] | undefined, language: string) {
  const patch: ProductPatch = {};
  const errors: ImportError[] = [];
  if (product.name !== current.name) patch.name = product.name;
  if (product.status !== undefined && product.status !== current.status) patch.status = product.status as 1 | 2;
  if (product.summary !== undefined && product.summary !== current.summary) patch.summary = product.summary;
  if (product.description !== undefined && product.description !== current.description) patch.description = product.description;
  if (product.lowStock !== undefined && product.lowStock !== current.low_stock_quantity_alert) patch.low_stock_quantity_alert = product.lowStock;
  if (categories && sortedIds(categories) !== sortedIds(current.categories.map((category) => category.id))) patch.category_ids = categories;
  if (product.discount !== undefined && (current.discount_type !== 1 || !same(product.discount, current.discount_amount ?? "0"))) {
    patch.discount_type = 1;
    patch.discount_amount = product.discount;
  }
  const changed = (line: VariantLine, price: { price: string; purchase_price: string; sku: string; stock: number }) => ({
    ...(same(line.price, price.price) ? {} : { price: line.price }),
    ...(line.purchasePrice === undefined || same(line.purchasePrice, price.purchase_price) ? {} : { purchase_price: line.purchasePrice }),
    ...(line.sku === price.sku ? {} : { sku: line.sku }),
    ...(line.stock === undefined || line.stock === price.stock ? {} : { stock: line.stock }),
  });
  if (!current.variants.length) {
    const [line] = product.lines;
    if (product.lines.length > 1 || line!.parts.length) errors.push({ row: line!.row, column: "variant", message: importMessages(language, "unknownVariant") });
    else Object.assign(patch, changed(line!, current));
    return { patch, errors };
  }
  const labelOf = (variant: Variant) => [variant.color, ...current.attributes.map((attribute) => variant.values[attribute.name])].filter(Boolean).join(" / ");
  const variants: (Variant & { changes: Partial<Variant> })[] = current.variants.map((variant) => ({ ...variant, changes: {} }));
  const offered = current.attributes.map((attribute) => ({ name: attribute.name, values: attribute.values.map((value) => value.name) }));
  for (const line of product.lines) {
    const variant =
      variants.find((candidate) => line.sku && candidate.sku === line.sku) ?? variants.find((candidate) => labelOf(candidate) === line.parts.join(" / "));
    if (variant) {
      variant.changes = changed(line, variant);
      continue;
    }
    const added = newVariant(current, line, offered, language);
    if ("problem" in added) errors.push({ row: line.row, column: "variant", message: added.problem });
    else variants.push({ ...added, changes: {} });
  }
  const grown = variants.length > current.variants.length;
  if (grown) patch.attributes = offered;
  if (grown || variants.some((variant) => Object.keys(variant.changes).length)) {
    patch.variants = variants.map(({ color, values, sku, price, purchase_price, stock, changes }) => ({
      color,
      values,
      sku,
      price,
      purchase_price,
      stock,
      ...changes,
    }));
  }
  return { patch, errors };
}

type Variant = Pick<Current["variants"][number], "color" | "values" | "sku" | "price" | "purchase_price" | "stock">;

/**
 * A variant the product lacks, as Shopify's import adds one: its values named in the order of the
 * product's variants (its colour first when it has colours); a value new to an attribute is added
 * to it (`offered` grows), a new colour is not, since a file has no code for it.
 */
function newVariant(current: Current, line: VariantLine, offered: { name: string; values: string[] }[], language: string): Variant | { problem: string } {
  const colored = current.colors.length > 0;
  const names = [...(colored ? [importMessages(language, "colour")] : []), ...offered.map((attribute) => attribute.name)];
  if (line.parts.length !== names.length) return { problem: importMessages(language, "variantShape", { names: names.join(" / ") }) };
  const [color, ...values] = colored ? line.parts : [null, ...line.parts];
  if (color !== null && !current.colors.some((known) => known.name === color)) return { problem: importMessages(language, "newColour", { color }) };
  for (const [index, value] of values.entries()) if (!offered[index]!.values.includes(value!)) offered[index]!.values.push(value!);
  return {
    color: color ?? null,
    values: Object.fromEntries(offered.map((attribute, index) => [attribute.name, values[index]!])),
    sku: line.sku,
    price: line.price,
    purchase_price: line.purchasePrice ?? "0",
    stock: line.stock ?? 0,
  };
}

/** A new product of the file: its variants' values under the file's attribute names (ours has none: `Option 1`, `Option 2`…). */
function inputOf(product: ProductLines, categories: number[] | undefined) {
  const variantLines = product.lines.filter((line) => line.parts.length);
  const width = Math.max(0, ...variantLines.map((line) => line.parts.length));
  const names = Array.from({ length: width }, (_, index) => product.attributes?.[index] ?? `Option ${index + 1}`);
  const own = variantLines.length ? undefined : product.lines[0]!;
  const prices = product.lines.map((line) => line.price).filter(Boolean);
  return {
    name: product.name,
    slug: product.slug,
    status: product.status,
    summary: product.summary,
    description: product.description,
    category_ids: categories,
    low_stock_quantity_alert: product.lowStock,
    price: own?.price ?? prices.reduce((low, price) => (amount(price).lessThan(low) ? price : low), prices[0] ?? ""),
    purchase_price: own?.purchasePrice,
    sku: own?.sku,
    stock: own?.stock,
    ...(product.discount ? { discount_type: 1, discount_amount: product.discount } : {}),
    attributes: names.map((name, index) => ({ name, values: [...new Set(variantLines.map((line) => line.parts[index]!).filter(Boolean))] })),
    variants: variantLines.map((line) => ({
      values: Object.fromEntries(line.parts.map((part, index) => [names[index]!, part])),
      sku: line.sku,
      price: line.price,
      purchase_price: line.purchasePrice,
      stock: line.stock,
    })),
  };
}

/** The file's pictures of the product: their addresses' form checked (a dry run stops there), then fetched or found. */
async function picturesOf(store: Store, product: ProductLines, input: { dryRun: boolean; current: Current["images"] }) {
  const { images } = product;
  if (!images) return { errors: [] };
  const at = (message: string): ImportError => ({ row: product.row, column: images.column, message });
  const malformed = pictureAddressProblems(images.urls, store.language);
  if (malformed.length || input.dryRun) return { errors: malformed.map(at) };
  const { ids, problems } = await importPictures(store, { urls: images.urls, current: input.current });
  return { ids, errors: [], fetchProblems: problems.map(at) };
}

/** The product written (or, on a dry run, checked): created, updated (the file named it), or its errors. */
export async function writeProduct(store: Store, input: { product: ProductLines; dryRun: boolean; platformOrigin: string }): Promise<Outcome> {
  const { product, dryRun, platformOrigin } = input;
  const refused = (error: unknown) => ({ errors: problemsOf(error, product, store.language) });
  try {
    const id = await existingId(store, product);
    const categories = await categoryIds(store, { names: product.categories, dryRun, platformOrigin });
    if (id !== undefined) {
      const current = await productRecordOf(store, { id, platformOrigin });
      const { patch, errors } = patchOf(current, product, categories, store.language);
      if (errors.length) return { errors };
      const parsed = productPatch.safeParse(patch);
      if (!parsed.success) return refused(validationError(parsed.error.issues, store.language));
      const pictures = await picturesOf(store, product, { dryRun, current: current.images });
      if (pictures.errors.length) return { errors: pictures.errors };
      if (pictures.ids && pictures.ids.join() !== current.images.map((image) => image.id).join()) parsed.data.image_ids = pictures.ids;
      if (!dryRun && Object.keys(parsed.data).length) await updateProduct(store, { id, patch: parsed.data, platformOrigin });
      return { outcome: "updated", errors: pictures.fetchProblems ?? [] };
    }
    const checked = productInput.safeParse(inputOf(product, categories));
    if (!checked.success) return refused(validationError(checked.error.issues, store.language));
    const pictures = await picturesOf(store, product, { dryRun, current: [] });
    if (pictures.errors.length) return { errors: pictures.errors };
    if (!dryRun) await createProduct(store, { product: { ...checked.data, image_ids: pictures.ids ?? [] }, platformOrigin });
    return { outcome: "created", errors: pictures.fetchProblems ?? [] };
  } catch (error) {
    return refused(error);
  }
}
