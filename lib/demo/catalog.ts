// Writes a store's catalog: categories, brands, suppliers, products with their prices, variants, colors
// and option groups. Every table is written in one batch.
import type { Prisma } from "../db/generated/client";
import type { Tx } from "../db/client";
import { variantKeyOf, type VariantSelection } from "../catalog/variant-selection";
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

const flag = (yes: boolean | undefined) => (yes ? 1 : 2);

function productRow(
  storeId: number,
  product: ProductSeed,
  refs: { brandId: number | null; supplierId: number | null; thumbnailId: number; createdAt: Date; now: Date },
): Prisma.ProductCreateManyInput {
  const updatedAt = new Date(Math.min(refs.createdAt.getTime() + 3 * DAY_MS, refs.now.getTime()));
  return {
    storeId,
    brandId: refs.brandId,
    kind: product.customizable ? "CUSTOMIZABLE" : "STANDARD",
    name: product.name,
    slug: product.slug,
    summary: product.summary,
    description: product.description,
    productType: 1,
    supplierId: refs.supplierId,
    unit: product.unit ?? null,
    conditions: product.conditions ?? "New",
    hasVariant: flag(Boolean(product.variants?.length)),
    discountType: product.discount?.type ?? null,
    discountAmount: product.discount?.amount ?? null,
    thumbnailUploadId: refs.thumbnailId,
    videoLink: product.videoLink ?? null,
    isFeatured: flag(product.featured),
    maxItemOnPurchase: product.maxQty ?? 10,
    minItemOnPurchase: product.minQty ?? 1,
    lowStockQuantityAlert: product.lowStockAlert ?? 5,
    isAuthentic: 1,
    hasWarranty: flag(Boolean(product.warrantyDays)),
    hasReplacementWarranty: flag(product.replacementWarranty),
    warrantyDays: product.warrantyDays ?? 0,
    isRefundable: flag(product.refundable ?? true),
    isActiveCod: 1,
    isActiveFreeShipping: flag(product.freeShipping),
    shippingCost: product.shippingCost ?? "0.00",
    isApplyMultipleQtyShippingCost: flag(product.shippingPerUnit),
    isEnableTax: flag(Boolean(product.taxRate)),
    taxRate: product.taxRate ?? "0.00",
    taxProfile: product.taxRate ? `VAT ${product.taxRate.replace(/\.00$/, "")}%` : null,
    status: 1,
    hasOptions: flag(Boolean(product.customizable)),
    isApproved: 1,
    createdAt: refs.createdAt,
    updatedAt,
  };
}

/** A purchase price 45–62 % of the selling price, stable for a given SKU. */
function purchasePrice(sku: string, price: string): string {
  return amountString(new Decimal(price).times(rng(`cost:${sku}`).int(45, 62)).dividedBy(100));
}

export async function writeCatalog(
  tx: Tx,
  storeId: number,
  seed: StoreSeed,
  images: Map<string, StoredImage>,
  dates: Map<string, Date>,
  now: Date,
): Promise<Catalog> {
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
  const valueIdsOf = (combination: Record<string, string>) => Object.entries(combination).map(([attribute, value]) => valueOf(attribute, value));
  const selection = (combination: Record<string, string>): VariantSelection =>
    Object.fromEntries(
      Object.entries(combination).map(([attribute, value]) => [
        attribute,
        { parent_id: must(attributeIds, attribute, "attribute"), child_id: valueOf(attribute, value) },
      ]),
    );

  const products = await tx.product.createManyAndReturn({
    data: seed.products.map((product) =>
      productRow(storeId, product, {
        brandId: product.brand ? must(brandIds, product.brand, "brand") : null,
        supplierId: product.supplier ? must(supplierIds, product.supplier, "supplier") : null,
        thumbnailId: must(images, `thumb:${product.slug}`, "image").id,
        createdAt: must(dates, product.slug, "product"),
        now,
      }),
    ),
    select: { id: true, slug: true },
  });
  const productIds = new Map(products.map((p) => [p.slug, p.id]));
  const idOf = (product: ProductSeed) => must(productIds, product.slug, "product");

  await tx.productCategory.createMany({
    data: seed.products.flatMap((product) =>
      product.categories.map((slug) => ({ storeId, productId: idOf(product), categoryId: must(categoryIds, slug, "category") })),
    ),
  });
  await tx.productImage.createMany({
    data: seed.products.flatMap((product) =>
      Array.from({ length: product.gallery }, (_, i) => ({
        storeId,
        productId: idOf(product),
        uploadId: must(images, `gallery:${product.slug}:${i + 1}`, "image").id,
        position: i + 1,
      })),
    ),
  });
  const colors = await tx.productColor.createManyAndReturn({
    data: seed.products.flatMap((product) =>
      (product.colors ?? []).map((color, position) => ({
        storeId,
        productId: idOf(product),
        name: color.name,
        code: color.code,
        uploadId: must(images, `color:${product.slug}:${color.name}`, "image").id,
        position,
      })),
    ),
    select: { id: true, productId: true, name: true },
  });
  await tx.productAttributeValue.createMany({
    data: seed.products.flatMap((product) => {
      const used = new Set((product.variants ?? []).flatMap((variant) => valueIdsOf(variant.values)));
      return [...used].map((attributeValueId) => ({ storeId, productId: idOf(product), attributeValueId }));
    }),
  });

  const priceRows: Prisma.ProductPriceCreateManyInput[] = seed.products.flatMap((product, i) => {
    const sku = `${seed.skuPrefix}-${String(i + 1).padStart(3, "0")}`;
    const base = { storeId, productId: idOf(product) };
    return [
      { ...base, variantKey: "", sku, purchasePrice: purchasePrice(sku, product.price), unitPrice: product.price, quantity: product.stock },
      ...(product.variants ?? []).map((variant) => {
        const variantSku = [sku, ...Object.values(variant.values).map((v) => v.slice(0, 3).toUpperCase())].join("-");
        return {
          ...base,
          variantKey: variantKeyOf(valueIdsOf(variant.values)),
          sku: variantSku,
          purchasePrice: purchasePrice(variantSku, variant.price),
          unitPrice: variant.price,
          quantity: variant.quantity,
        };
      }),
    ];
  });
  await tx.productPrice.createMany({ data: priceRows });

  const groups = await tx.optionGroup.createManyAndReturn({
    data: seed.products.flatMap((product) =>
      (product.customizable?.groups ?? []).map((group, position) => ({
        storeId,
        productId: idOf(product),
        name: group.name,
        minOptions: group.min,
        maxOptions: group.max,
        position,
      })),
    ),
    select: { id: true, productId: true, name: true },
  });
  const groupIds = new Map(groups.map((g) => [`${g.productId}:${g.name}`, g.id]));
  await tx.option.createMany({
    data: seed.products.flatMap((product) =>
      (product.customizable?.groups ?? []).flatMap((group) =>
        group.options.map((option, position) => ({
          storeId,
          groupId: must(groupIds, `${idOf(product)}:${group.name}`, "option group"),
          name: option.name,
          price: option.price,
          stock: option.stock,
          qtyMax: option.qtyMax ?? 1,
          position,
        })),
      ),
    ),
  });

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
