// Writes a store's catalog: categories, brands, suppliers and attributes in one batch each, then each
// product as its owner would send it to the administration API, through the catalog's own create
// (its rules, slugs, prices, variants, colors and option groups), in the store's one transaction.
import type { Store } from "../db/generated/client";
import type { Tx } from "../db/client";
import { insertProduct } from "../catalog/manage-products";
import { productInput, type ProductInput } from "../catalog/product-schemas";
import { PUBLISHED } from "../catalog/schemas";
import { type VariantSelection } from "../catalog/variant-selection";
import { FLAG } from "../core/flags";
import { Decimal, amountString } from "../money/money";
import { must } from "./lookup";
import { DAY_MS, daysBefore } from "./time";
import { rng } from "./random";
import type { ProductSeed, StoreSeed } from "./types";
import type { StoredImage } from "./uploads";

/** What orders and reviews need to know of a written product. */
export interface CatalogProduct {
  id: number;
  seed: ProductSeed;
  createdAt: Date;
  /** Color ids by name. */
  colors: Map<string, number>;
}

export interface Catalog {
  products: Map<string, CatalogProduct>;
  /** A combination of attribute values, e.g. { Size: "M" }, as a shopper posts it. */
  selection(values: Record<string, string>): VariantSelection;
}

const flag = (yes: boolean | undefined) => (yes ? FLAG.YES : FLAG.NO);

/** The product as its owner would send it to the administration API. */
function productInputOf(
  product: ProductSeed,
  refs: Pick<ProductInput, "brand_id" | "supplier_id" | "thumbnail_id" | "sku" | "image_ids" | "category_ids" | "colors" | "attributes">,
) {
  return productInput.parse({
    kind: product.customizable ? "customizable" : "standard",
    name: product.name,
    slug: product.slug,
    status: PUBLISHED,
    summary: product.summary,
    description: product.description,
    unit: product.unit ?? null,
    conditions: product.conditions ?? "New",
    price: product.price,
    purchase_price: purchasePrice(refs.sku, product.price),
    stock: product.variants?.length ? undefined : product.stock,
    discount_type: product.discount?.type ?? 0,
    discount_amount: product.discount?.amount ?? null,
    video_link: product.videoLink ?? null,
    is_featured: flag(product.featured),
    max_item_on_purchase: product.maxQty ?? 10,
    min_item_on_purchase: product.minQty ?? 1,
    low_stock_quantity_alert: product.lowStockAlert ?? 5,
    has_warranty: flag(Boolean(product.warrantyDays)),
    has_replacement_warranty: flag(product.replacementWarranty),
    warrenty_days: product.warrantyDays ?? 0,
    is_refundable: flag(product.refundable ?? true),
    is_active_free_shipping: flag(product.freeShipping),
    shipping_cost: product.shippingCost ?? "0.00",
    is_apply_multiple_qty_shipping_cost: flag(product.shippingPerUnit),
    is_enable_tax: flag(Boolean(product.taxRate)),
    tax_rate: product.taxRate ?? "0.00",
    tax_profile: product.taxRate ? `VAT ${product.taxRate.replace(/\.00$/, "")}%` : null,
    ...refs,
    variants: (product.variants ?? []).map((variant) => {
      const named = [...(variant.color ? [variant.color] : []), ...Object.values(variant.values)];
      const sku = [refs.sku, ...named.map((v) => v.slice(0, 3).toUpperCase())].join("-");
      const price = { sku, price: variant.price, purchase_price: purchasePrice(sku, variant.price), stock: variant.quantity };
      return { color: variant.color, values: variant.values, ...price };
    }),
    option_groups: (product.customizable?.groups ?? []).map((group) => ({
      name: group.name,
      min_options: group.min,
      max_options: group.max,
      options: group.options.map((option) => ({
        name: option.name,
        price: option.price,
        stock: option.stock,
        qty_max: option.qtyMax ?? 1,
        text_label: option.text?.label ?? null,
        text_max_length: option.text?.maxLength ?? null,
      })),
    })),
  });
}

/** A purchase price 45–62 % of the selling price, stable for a given SKU. */
function purchasePrice(sku: string, price: string): string {
  return amountString(new Decimal(price).times(rng(`cost:${sku}`).int(45, 62)).dividedBy(100));
}

export async function writeCatalog(
  tx: Tx,
  store: Store,
  seed: StoreSeed,
  images: Map<string, StoredImage>,
  dates: Map<string, Date>,
  now: Date,
): Promise<Catalog> {
  const storeId = store.id;
  const categories = await tx.category.createManyAndReturn({
    data: seed.categories.map((category, i) => ({
      storeId,
      name: category.name,
      slug: category.slug,
      imageUploadId: must(images, `category:${category.slug}`, "image").id,
      position: i + 1,
      createdAt: daysBefore(now, 380),
    })),
    select: { id: true, slug: true },
  });
  const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));

  const brands = await tx.brand.createManyAndReturn({
    data: seed.brands.map((brand) => ({
      storeId,
      name: brand.name,
      logo: must(images, `brand:${brand.name}`, "image").path,
      createdAt: daysBefore(now, 380),
    })),
    select: { id: true, name: true },
  });
  const brandIds = new Map(brands.map((b) => [b.name, b.id]));

  const suppliers = await tx.supplier.createManyAndReturn({
    data: [...new Set(seed.products.flatMap((product) => product.supplier ?? []))].map((name) => ({ storeId, name, createdAt: daysBefore(now, 380) })),
    select: { id: true, name: true },
  });
  const supplierIds = new Map(suppliers.map((s) => [s.name, s.id]));

  const attributes = await tx.attribute.createManyAndReturn({
    data: seed.attributes.map((attribute) => ({ storeId, name: attribute.name })),
    select: { id: true, name: true },
  });
  const attributeIds = new Map(attributes.map((a) => [a.name, a.id]));
  const values = await tx.attributeValue.createManyAndReturn({
    data: seed.attributes.flatMap((attribute) =>
      attribute.values.map((name, position) => ({
        storeId,
        attributeId: must(attributeIds, attribute.name, "attribute"),
        name,
        position,
      })),
    ),
    select: { id: true, attributeId: true, name: true },
  });
  const attributeNames = new Map(attributes.map((a) => [a.id, a.name]));
  const valueIds = new Map(values.map((v) => [`${attributeNames.get(v.attributeId) ?? ""}:${v.name}`, v.id]));
  const valueOf = (attribute: string, value: string) => must(valueIds, `${attribute}:${value}`, "attribute value");
  const selection = (combination: Record<string, string>): VariantSelection =>
    Object.fromEntries(
      Object.entries(combination).map(([attribute, value]) => [
        attribute,
        { parent_id: must(attributeIds, attribute, "attribute"), child_id: valueOf(attribute, value) },
      ]),
    );

  const productIds = new Map<string, number>();
  for (const [i, product] of seed.products.entries()) {
    const used = (attribute: string) => new Set((product.variants ?? []).map((variant) => variant.values[attribute]));
    const input = productInputOf(product, {
      brand_id: product.brand ? must(brandIds, product.brand, "brand") : null,
      supplier_id: product.supplier ? must(supplierIds, product.supplier, "supplier") : null,
      thumbnail_id: must(images, `thumb:${product.slug}`, "image").id,
      sku: `${seed.skuPrefix}-${String(i + 1).padStart(3, "0")}`,
      image_ids: Array.from({ length: product.gallery }, (_, n) => must(images, `gallery:${product.slug}:${n + 1}`, "image").id),
      category_ids: product.categories.map((slug) => must(categoryIds, slug, "category")),
      colors: (product.colors ?? []).map((color) => ({
        name: color.name,
        code: color.code,
        image_id: must(images, `color:${product.slug}:${color.name}`, "image").id,
      })),
      attributes: seed.attributes
        .map((attribute) => ({ name: attribute.name, values: attribute.values.filter((value) => used(attribute.name).has(value)) }))
        .filter((attribute) => attribute.values.length),
    });
    const createdAt = must(dates, product.slug, "product");
    const updatedAt = new Date(Math.min(createdAt.getTime() + 3 * DAY_MS, now.getTime()));
    productIds.set(product.slug, await insertProduct(tx, store, { product: input, dates: { createdAt, updatedAt } }));
  }
  const idOf = (product: ProductSeed) => must(productIds, product.slug, "product");
  const colors = await tx.productColor.findMany({ where: { storeId }, select: { id: true, productId: true, name: true } });

  const catalog = new Map<string, CatalogProduct>();
  for (const product of seed.products) {
    const id = idOf(product);
    catalog.set(product.slug, {
      id,
      seed: product,
      createdAt: must(dates, product.slug, "product"),
      colors: new Map(colors.filter((c) => c.productId === id).map((c) => [c.name, c.id])),
    });
  }
  return { products: catalog, selection };
}
