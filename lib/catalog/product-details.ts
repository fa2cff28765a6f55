import { z } from "zod";
import { notFound } from "../api/errors";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { sqlDateTime } from "../format/dates";
import { defineMessages } from "../i18n/messages";
import { PUBLIC_PREFIX, publicUrl } from "../media/storage";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber, amountString, roundAmount } from "../money/money";
import { sellingPrice } from "./pricing";

// GET /product-details/{slug}: the `standard` and the `customizable` shape, filled from the
// product's own rows. Shapes the contract leaves open (colors, attributes, variants) are
// described in docs/decisions.md. Paths (`thumbnail_image`, `image_path`) are on the store's host.

const messages = defineMessages({
  en: { notFound: "Product not found." },
  fr: { notFound: "Produit introuvable." },
  ar: { notFound: "المنتج غير موجود." },
});

const detailInclude = {
  brand: { select: { name: true } },
  thumbnail: { select: { id: true, path: true } },
  images: { orderBy: { position: "asc" }, select: { upload: { select: { id: true, path: true } } } },
  prices: { orderBy: { id: "asc" } },
  colors: { orderBy: { position: "asc" }, select: { id: true, name: true, code: true, upload: { select: { path: true } } } },
  attributeValues: { select: { attributeValue: { select: { id: true, name: true, position: true, attribute: { select: { id: true, name: true } } } } } },
  optionGroups: { orderBy: { position: "asc" }, include: { options: { orderBy: { position: "asc" } } } },
  categories: { select: { category: { select: { id: true, name: true } } } },
} satisfies Prisma.ProductInclude;

type Detail = Prisma.ProductGetPayload<{ include: typeof detailInclude }>;

const nullableString = z.string().nullable();
const int = z.number().int();

const variantSelection = z.record(z.string(), z.strictObject({ parent_id: int, child_id: int, child_Name: z.string(), parent_name: z.string() }));

export const standardProductResponse = z.strictObject({
  success: z.literal(true),
  product_type: z.literal("standard"),
  product: z.strictObject({
    id: int, name: z.string(), brand: nullableString, summary: nullableString, description: nullableString,
    product_type: int, supplier: nullableString, permalink: z.string(), unit: nullableString, conditions: nullableString,
    has_variant: int, discount_type: int, discount_amount: z.number().nullable(), pdf_specifications: nullableString,
    thumbnail_image: nullableString, video_link: nullableString, is_featured: int, max_item_on_purchase: int,
    min_item_on_purchase: int, low_stock_quantity_alert: int, is_authentic: int, has_warranty: int,
    has_replacement_warranty: int, warrenty_days: int, is_refundable: int, shipping_location_type: z.string(),
    is_active_cod: int, is_active_free_shipping: int, cod_location_type: z.string(), is_active_attatchment: int,
    attatchment_name: nullableString, shipping_cost: z.number(), is_apply_multiple_qty_shipping_cost: int,
    is_enable_tax: int, tax_profile: nullableString, status: int, id_cj: nullableString,
    profil_imported_countries: nullableString, has_options: int, created_at: z.string(), updated_at: z.string(),
    is_approved: int, id_lacaisse: nullableString,
  }),
  colorImages: z.array(z.strictObject({ color_id: int, color_name: z.string(), image: z.string() })),
  attributes: z.array(z.strictObject({ id: int, name: z.string(), values: z.array(z.strictObject({ id: int, name: z.string() })) })),
  colorsSectionNew: z.array(z.strictObject({ id: int, name: z.string(), code: z.string(), image: nullableString })),
  prices: z.strictObject({
    id: int, product_id: int, sku: z.string(), purchase_price: z.number(), unit_price: z.number(), quantity: int,
    created_at: z.string(), updated_at: z.string(),
  }),
  discount_type: int,
  amount_discount: z.number(),
  has_color: z.boolean(),
  has_color_photo: z.boolean(),
  thumbnail_image: nullableString,
  galleryImagesLeft: z.array(z.strictObject({ image_path: z.string(), upload_id: int })),
  symbol_devise: z.string(),
  has_variant: int,
  variantsDataNew: z.array(z.strictObject({ variant_key: z.string(), variant: variantSelection, variant_text: z.string() })),
  variantsDataPrice: z.array(z.strictObject({
    variant_key: z.string(), sku: z.string(), unit_price: z.number(), price: z.number(), quantity: int,
  })),
  categories: z.array(z.strictObject({ id: int, name: z.string() })),
  total_reviews: int,
  average_rating: z.number(),
});

export const customizableProductResponse = z.strictObject({
  success: z.literal(true),
  product_type: z.literal("customizable"),
  product: z.strictObject({
    id: int, name: z.string(), thumbnail: z.string(), gallery: z.array(z.string()), base_price: z.number(), oldPrice: z.number(),
    quantity: int, description: nullableString,
    options_groups: z.array(z.strictObject({
      id: int, group_name: z.string(), min_options: int, max_options: int,
      options: z.array(z.strictObject({ id: int, option_name: z.string(), price: z.string(), stock: int, qty_max: int })),
    })),
    has_options: int, symbol_devise: z.string(),
  }),
});

export const productDetailsResponse = z.union([standardProductResponse, customizableProductResponse]);

const path = (relative: string | null | undefined) => (relative ? `${PUBLIC_PREFIX}${relative}` : null);

export async function productDetails(opts: { store: { id: number; language: string; timezone: string }; slug: string; currency: DisplayCurrency; origin: string }) {
  // One statement for the product and its relations (JSON-aggregated joins), beside one for its
  // reviews: two round trips whatever the product holds.
  const [product, reviews] = await Promise.all([
    db().product.findFirst({
      where: { storeId: opts.store.id, slug: opts.slug, status: 1 },
      include: detailInclude,
      relationLoadStrategy: "join",
    }),
    db().review.aggregate({ where: { storeId: opts.store.id, product: { slug: opts.slug, status: 1 } }, _count: true, _avg: { rating: true } }),
  ]);
  if (!product) throw notFound(messages(opts.store.language, "notFound"));
  const rating = { total: reviews._count, average: reviews._avg.rating === null ? 0 : roundAmount(reviews._avg.rating).toNumber() };
  return product.kind === "CUSTOMIZABLE" ? customizable(product, opts) : standard(product, rating, opts);
}

function customizable(product: Detail, opts: { currency: DisplayCurrency; origin: string }): z.infer<typeof customizableProductResponse> {
  const base = product.prices.find((p) => p.variantKey === "");
  const unit = base?.unitPrice ?? 0;
  return {
    success: true,
    product_type: "customizable",
    product: {
      id: product.id,
      name: product.name,
      thumbnail: publicUrl(opts.origin, product.thumbnail?.path) ?? "",
      gallery: product.images.map((i) => publicUrl(opts.origin, i.upload.path) ?? ""),
      base_price: amountNumber(inCurrency(sellingPrice(unit, product.discountType, product.discountAmount), opts.currency)),
      oldPrice: amountNumber(inCurrency(unit, opts.currency)),
      quantity: base?.quantity ?? 0,
      description: product.description,
      options_groups: product.optionGroups.map((g) => ({
        id: g.id,
        group_name: g.name,
        min_options: g.minOptions,
        max_options: g.maxOptions,
        options: g.options.map((o) => ({
          id: o.id,
          option_name: o.name,
          price: amountString(inCurrency(o.price, opts.currency)),
          stock: o.stock,
          qty_max: o.qtyMax,
        })),
      })),
      has_options: product.hasOptions,
      symbol_devise: opts.currency.symbol,
    },
  };
}

function standard(
  product: Detail,
  rating: { total: number; average: number },
  opts: { store: { timezone: string }; currency: DisplayCurrency; origin: string },
): z.infer<typeof standardProductResponse> {
  const tz = opts.store.timezone;
  const money = (value: Prisma.Decimal | number) => amountNumber(inCurrency(value, opts.currency));
  const base = product.prices.find((p) => p.variantKey === "") ?? product.prices[0];
  const discount = product.discountType === 1 && product.discountAmount ? money(product.discountAmount) : (product.discountAmount?.toNumber() ?? 0);

  const attributes = new Map<number, { id: number; name: string; values: { id: number; name: string; position: number }[] }>();
  for (const { attributeValue: v } of product.attributeValues) {
    const entry = attributes.get(v.attribute.id) ?? { id: v.attribute.id, name: v.attribute.name, values: [] };
    entry.values.push({ id: v.id, name: v.name, position: v.position });
    attributes.set(v.attribute.id, entry);
  }
  const valueById = new Map(product.attributeValues.map(({ attributeValue: v }) => [v.id, v]));
  const variantRows = product.prices.filter((p) => p.variantKey !== "");

  return {
    success: true,
    product_type: "standard",
    product: {
      id: product.id,
      name: product.name,
      brand: product.brand?.name ?? null,
      summary: product.summary,
      description: product.description,
      product_type: product.productType,
      supplier: product.supplier,
      permalink: product.slug,
      unit: product.unit,
      conditions: product.conditions,
      has_variant: product.hasVariant,
      discount_type: product.discountType ?? 0,
      discount_amount: product.discountAmount === null ? null : discount,
      pdf_specifications: product.pdfSpecifications,
      thumbnail_image: product.thumbnailUploadId === null ? null : String(product.thumbnailUploadId),
      video_link: product.videoLink,
      is_featured: product.isFeatured,
      max_item_on_purchase: product.maxItemOnPurchase,
      min_item_on_purchase: product.minItemOnPurchase,
      low_stock_quantity_alert: product.lowStockQuantityAlert,
      is_authentic: product.isAuthentic,
      has_warranty: product.hasWarranty,
      has_replacement_warranty: product.hasReplacementWarranty,
      warrenty_days: product.warrantyDays,
      is_refundable: product.isRefundable,
      shipping_location_type: product.shippingLocationType,
      is_active_cod: product.isActiveCod,
      is_active_free_shipping: product.isActiveFreeShipping,
      cod_location_type: product.codLocationType,
      is_active_attatchment: product.isActiveAttachment,
      attatchment_name: product.attachmentName,
      shipping_cost: money(product.shippingCost),
      is_apply_multiple_qty_shipping_cost: product.isApplyMultipleQtyShippingCost,
      is_enable_tax: product.isEnableTax,
      tax_profile: product.taxProfile,
      status: product.status,
      id_cj: product.idCj,
      profil_imported_countries: product.profilImportedCountries,
      has_options: product.hasOptions,
      created_at: sqlDateTime(product.createdAt, tz),
      updated_at: sqlDateTime(product.updatedAt, tz),
      is_approved: product.isApproved,
      id_lacaisse: product.idLacaisse,
    },
    colorImages: product.colors.filter((c) => c.upload).map((c) => ({ color_id: c.id, color_name: c.name, image: publicUrl(opts.origin, c.upload!.path)! })),
    attributes: [...attributes.values()].map((a) => ({
      id: a.id,
      name: a.name,
      values: a.values.sort((x, y) => x.position - y.position || x.id - y.id).map(({ id, name }) => ({ id, name })),
    })),
    colorsSectionNew: product.colors.map((c) => ({ id: c.id, name: c.name, code: c.code, image: publicUrl(opts.origin, c.upload?.path) })),
    prices: {
      id: base?.id ?? 0,
      product_id: product.id,
      sku: base?.sku ?? "",
      // The merchant's cost is not the shopper's business: the key stays for the apps, the value does not.
      purchase_price: 0,
      unit_price: money(base?.unitPrice ?? 0),
      quantity: base?.quantity ?? 0,
      created_at: sqlDateTime(base?.createdAt ?? product.createdAt, tz),
      updated_at: sqlDateTime(base?.updatedAt ?? product.updatedAt, tz),
    },
    discount_type: product.discountType ?? 0,
    amount_discount: discount,
    has_color: product.colors.length > 0,
    has_color_photo: product.colors.some((c) => c.upload),
    thumbnail_image: path(product.thumbnail?.path),
    galleryImagesLeft: product.images.map((i) => ({ image_path: path(i.upload.path)!, upload_id: i.upload.id })),
    symbol_devise: opts.currency.symbol,
    has_variant: product.hasVariant,
    variantsDataNew: variantRows.map((row) => {
      const values = row.variantKey.split("-").map((id) => valueById.get(Number(id))).filter((v) => v !== undefined);
      return {
        variant_key: row.variantKey,
        variant: Object.fromEntries(values.map((v) => [v.attribute.name, { parent_id: v.attribute.id, child_id: v.id, child_Name: v.name, parent_name: v.attribute.name }])),
        variant_text: values.map((v) => `${v.attribute.name}: ${v.name}`).join(", "),
      };
    }),
    variantsDataPrice: variantRows.map((row) => ({
      variant_key: row.variantKey,
      sku: row.sku,
      unit_price: money(row.unitPrice),
      price: money(sellingPrice(row.unitPrice, product.discountType, product.discountAmount)),
      quantity: row.quantity,
    })),
    categories: product.categories.map(({ category }) => category),
    total_reviews: rating.total,
    average_rating: rating.average,
  };
}
