import type { z } from "zod";
import type { Prisma } from "../db/generated/client";
import { stampsOf } from "../format/dates";
import { publicUrl } from "../media/storage";
import type { DisplayCurrency } from "../money/currency";
import { amountString } from "../money/money";
import type { OwnerProduct } from "./owner-products";
import { allProductsItemOf } from "./product-list";
import { categoriesShown } from "./sql";
import { storedTranslations, type Translations } from "./translations";
import { valueKeyOf } from "./variant-selection";
import type { adminProductItem } from "./schemas";
import type { productRecord, productSummary } from "./product-schemas";

// The administration API's product shapes: the documented list item, and the management routes'
// summary and record. Amounts are the store's currency's, as exact two-decimal strings.

/**
 * The administration API's `item`: what the customer API's `/fetch-all-products` shows of the
 * product, with `devise` the currency's symbol, and its status and stock.
 */
export function adminProductItemOf(product: OwnerProduct, currency: DisplayCurrency, storeOrigin: string): z.infer<typeof adminProductItem> {
  return { ...allProductsItemOf(product, currency, storeOrigin), devise: currency.symbol, status: product.status, stock: product.stock };
}

const KINDS = { STANDARD: "standard", CUSTOMIZABLE: "customizable" } as const;

/** A product in the owner's list. */
export function productSummaryOf(product: OwnerProduct, storeOrigin: string): z.infer<typeof productSummary> {
  return {
    id: product.id,
    kind: KINDS[product.kind],
    name: product.name,
    slug: product.slug,
    url: `${storeOrigin}/product/${product.slug}`,
    status: product.status,
    price: amountString(product.unitPrice ?? 0),
    discount_type: product.discountType ?? 0,
    discount_amount: product.discountAmount === null ? null : amountString(product.discountAmount),
    stock: product.stock,
    low_stock_quantity_alert: product.lowStockQuantityAlert,
    thumbnail: publicUrl(storeOrigin, product.thumbnailPath),
    categories: categoriesShown(product.categories),
    ...stampsOf(product),
  };
}

/** What the record reads of a product and the rows around it. */
export const PRODUCT_RECORD_SELECT = {
  id: true,
  kind: true,
  name: true,
  slug: true,
  status: true,
  summary: true,
  description: true,
  translations: true,
  productType: true,
  supplierId: true,
  unit: true,
  conditions: true,
  brandId: true,
  discountType: true,
  discountAmount: true,
  pdfSpecifications: true,
  thumbnailUploadId: true,
  videoLink: true,
  isFeatured: true,
  maxItemOnPurchase: true,
  minItemOnPurchase: true,
  lowStockQuantityAlert: true,
  isAuthentic: true,
  hasWarranty: true,
  hasReplacementWarranty: true,
  warrantyDays: true,
  isRefundable: true,
  shippingLocationType: true,
  isActiveCod: true,
  isActiveFreeShipping: true,
  codLocationType: true,
  isActiveAttachment: true,
  attachmentName: true,
  shippingCost: true,
  isApplyMultipleQtyShippingCost: true,
  isEnableTax: true,
  taxRate: true,
  taxProfile: true,
  idCj: true,
  profilImportedCountries: true,
  idLacaisse: true,
  hasVariant: true,
  hasOptions: true,
  isApproved: true,
  createdAt: true,
  updatedAt: true,
  brand: { select: { name: true, logo: true } },
  thumbnail: { select: { path: true } },
  images: { select: { upload: { select: { id: true, path: true } } }, orderBy: [{ position: "asc" }, { id: "asc" }] },
  categories: { select: { category: { select: { id: true, name: true } } }, orderBy: { categoryId: "asc" } },
  prices: { select: { id: true, variantKey: true, colorId: true, sku: true, unitPrice: true, purchasePrice: true, quantity: true }, orderBy: { id: "asc" } },
  colors: { select: { id: true, name: true, code: true, upload: { select: { id: true, path: true } } }, orderBy: [{ position: "asc" }, { id: "asc" }] },
  attributeValues: {
    select: { attributeValue: { select: { id: true, name: true, position: true, attribute: { select: { id: true, name: true, translations: true } } } } },
  },
  optionGroups: {
    select: {
      id: true,
      name: true,
      translations: true,
      minOptions: true,
      maxOptions: true,
      options: {
        select: { id: true, name: true, translations: true, price: true, stock: true, qtyMax: true, textLabel: true, textMaxLength: true },
        orderBy: [{ position: "asc" }, { id: "asc" }],
      },
    },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.ProductSelect;
export type ProductRow = Prisma.ProductGetPayload<{ select: typeof PRODUCT_RECORD_SELECT }>;

/** The product's attributes in the order they were created, each one's values in the owner's order, as the customer API shows them. */
function attributesOf(product: ProductRow) {
  const values = product.attributeValues
    .map(({ attributeValue }) => attributeValue)
    .sort((a, b) => a.attribute.id - b.attribute.id || a.position - b.position || a.id - b.id);
  const attributes = new Map<number, { id: number; name: string; translations: Translations; values: { id: number; name: string }[] }>();
  for (const value of values) {
    const { id, name, translations } = value.attribute;
    const attribute = attributes.get(id) ?? { id, name, translations: storedTranslations(translations), values: [] };
    attribute.values.push({ id: value.id, name: value.name });
    attributes.set(value.attribute.id, attribute);
  }
  return [...attributes.values()];
}

/** Each variant price row with the values its key names, by attribute name. */
function variantsOf(product: ProductRow) {
  const values = new Map(product.attributeValues.map(({ attributeValue: v }) => [v.id, v]));
  return product.prices
    .filter((price) => price.variantKey !== "")
    .map((price) => ({
      row: price,
      values: Object.fromEntries(
        valueKeyOf(price.variantKey)
          .split("-")
          .map((id) => values.get(Number(id)))
          .filter((v) => v !== undefined)
          .map((v) => [v.attribute.name, v.name]),
      ),
    }));
}

const baseRowOf = (product: ProductRow) => product.prices.find((price) => price.variantKey === "");

/** Units a shopper can buy, as the lists count them (lib/catalog/owner-products.ts). */
function stockOf(product: ProductRow): number {
  const variants = product.prices.filter((price) => price.variantKey !== "");
  return (variants.length ? variants : product.prices).reduce((sum, price) => sum + price.quantity, 0);
}

/** A product with everything the owner manages of it. */
export function productRecordOf(product: ProductRow, storeOrigin: string): z.infer<typeof productRecord> {
  const base = baseRowOf(product);
  const summary = productSummaryOf(
    {
      ...product,
      discountAmount: product.discountAmount?.toFixed(2) ?? null,
      thumbnailPath: product.thumbnail?.path ?? null,
      brandName: product.brand?.name ?? null,
      brandLogo: product.brand?.logo ?? null,
      unitPrice: base?.unitPrice.toFixed(2) ?? null,
      categories: product.categories.map(({ category }) => category),
      stock: stockOf(product),
    },
    storeOrigin,
  );
  return {
    ...summary,
    summary: product.summary,
    description: product.description,
    translations: storedTranslations(product.translations),
    product_type: product.productType,
    supplier_id: product.supplierId,
    unit: product.unit,
    conditions: product.conditions,
    brand_id: product.brandId,
    purchase_price: amountString(base?.purchasePrice ?? 0),
    sku: base?.sku ?? "",
    pdf_specifications: product.pdfSpecifications,
    video_link: product.videoLink,
    is_featured: product.isFeatured,
    min_item_on_purchase: product.minItemOnPurchase,
    max_item_on_purchase: product.maxItemOnPurchase,
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
    shipping_cost: amountString(product.shippingCost),
    is_apply_multiple_qty_shipping_cost: product.isApplyMultipleQtyShippingCost,
    is_enable_tax: product.isEnableTax,
    tax_rate: amountString(product.taxRate),
    tax_profile: product.taxProfile,
    id_cj: product.idCj,
    profil_imported_countries: product.profilImportedCountries,
    id_lacaisse: product.idLacaisse,
    has_variant: product.hasVariant,
    has_options: product.hasOptions,
    is_approved: product.isApproved,
    thumbnail_id: product.thumbnailUploadId,
    images: product.images.map(({ upload }) => ({ id: upload.id, url: publicUrl(storeOrigin, upload.path)! })),
    colors: product.colors.map((c) => ({
      id: c.id,
      name: c.name,
      code: c.code,
      image_id: c.upload?.id ?? null,
      image: publicUrl(storeOrigin, c.upload?.path),
    })),
    attributes: attributesOf(product),
    variants: variantsOf(product).map(({ row, values }) => ({
      id: row.id,
      variant_key: row.variantKey,
      color: product.colors.find((c) => c.id === row.colorId)?.name ?? null,
      color_id: row.colorId,
      values,
      sku: row.sku,
      price: amountString(row.unitPrice),
      purchase_price: amountString(row.purchasePrice),
      stock: row.quantity,
    })),
    option_groups: product.optionGroups.map((g) => ({
      id: g.id,
      name: g.name,
      translations: storedTranslations(g.translations),
      min_options: g.minOptions,
      max_options: g.maxOptions,
      options: g.options.map((o) => ({
        id: o.id,
        name: o.name,
        translations: storedTranslations(o.translations),
        price: amountString(o.price),
        stock: o.stock,
        qty_max: o.qtyMax,
        text_label: o.textLabel,
        text_max_length: o.textMaxLength,
      })),
    })),
  };
}
