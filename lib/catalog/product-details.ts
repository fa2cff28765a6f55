import type { z } from "zod";
import { refusal } from "../core/errors";
import { batchedRead } from "../db/batch";
import { pool } from "../db/client";
import { jsonList } from "../db/sql";
import { sqlDateTime } from "../format/dates";
import { imageOrPlaceholder } from "../media/placeholder";
import { PUBLIC_PREFIX, publicUrl } from "../media/storage";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber, amountString, type AmountInput } from "../money/money";
import { catalogMessages } from "./messages";
import { sellingPrice } from "./pricing";
import type { customizableProductResponse, standardProductResponse } from "./schemas";
import { productCategoriesJson } from "./sql";
import { selectionOf, valuesOfKey, variantLabel } from "./variant-selection";

// GET /product-details/{slug}: the `standard` and the `customizable` shape, filled from the
// product's own rows. Shapes the contract leaves open (colors, attributes, variants) are
// described in docs/decisions.md. Paths (`thumbnail_image`, `image_path`) are on the store's host.

export const productNotFound = refusal("not_found", "No published product of the store has this permalink: `Product not found.`");

// The product and everything its answer shows, in one statement prepared once per connection
// (Prisma's relation query and review aggregate cost the app three times its CPU; docs/benchmarks.md).
// Amounts come as text, for exact decimals; timestamps as UTC instants.
type DetailRow = {
  id: number;
  kind: "STANDARD" | "CUSTOMIZABLE";
  name: string;
  slug: string;
  summary: string | null;
  description: string | null;
  product_type: number;
  supplier_id: number | null;
  unit: string | null;
  conditions: string | null;
  has_variant: number;
  discount_type: number | null;
  discount_amount: string | null;
  pdf_specifications: string | null;
  thumbnail_upload_id: number | null;
  video_link: string | null;
  is_featured: number;
  max_item_on_purchase: number;
  min_item_on_purchase: number;
  low_stock_quantity_alert: number;
  is_authentic: number;
  has_warranty: number;
  has_replacement_warranty: number;
  warranty_days: number;
  is_refundable: number;
  shipping_location_type: string;
  is_active_cod: number;
  is_active_free_shipping: number;
  cod_location_type: string;
  is_active_attachment: number;
  attachment_name: string | null;
  shipping_cost: string;
  is_apply_multiple_qty_shipping_cost: number;
  is_enable_tax: number;
  tax_profile: string | null;
  status: number;
  id_cj: string | null;
  profil_imported_countries: string | null;
  has_options: number;
  is_approved: number;
  id_lacaisse: string | null;
  created_at: Date;
  updated_at: Date;
  brand_name: string | null;
  thumbnail_path: string | null;
  images: { id: number; path: string }[];
  prices: { id: number; variant_key: string; sku: string; unit_price: string; quantity: number; created_at: string; updated_at: string }[];
  colors: { id: number; name: string; code: string; path: string | null }[];
  attribute_values: { id: number; name: string; attribute_id: number; attribute_name: string }[];
  option_groups: {
    id: number;
    name: string;
    min_options: number;
    max_options: number;
    options: { id: number; name: string; price: string; stock: number; qty_max: number }[];
  }[];
  categories: { id: number; name: string }[];
  review_count: number;
  review_average: string | null;
  store_id: number;
};

const DETAIL_STATEMENT = {
  name: "product_details",
  // $1 the stores, $2 the slugs: product i is ($1[i], $2[i]).
  text: `
    SELECT p.store_id, p.id, p.kind::text AS kind, p.name, p.slug, p.summary, p.description, p.product_type, p.supplier_id, p.unit,
           p.conditions, p.has_variant, p.discount_type, p.discount_amount::text AS discount_amount, p.pdf_specifications,
           p.thumbnail_upload_id, p.video_link, p.is_featured, p.max_item_on_purchase, p.min_item_on_purchase,
           p.low_stock_quantity_alert, p.is_authentic, p.has_warranty, p.has_replacement_warranty, p.warranty_days,
           p.is_refundable, p.shipping_location_type, p.is_active_cod, p.is_active_free_shipping, p.cod_location_type,
           p.is_active_attachment, p.attachment_name, p.shipping_cost::text AS shipping_cost,
           p.is_apply_multiple_qty_shipping_cost, p.is_enable_tax, p.tax_profile, p.status, p.id_cj,
           p.profil_imported_countries, p.has_options, p.is_approved, p.id_lacaisse,
           p.created_at AT TIME ZONE 'UTC' AS created_at, p.updated_at AT TIME ZONE 'UTC' AS updated_at,
           b.name AS brand_name, t.path AS thumbnail_path,
           ${jsonList("'id', u.id, 'path', u.path", "i.position, i.id", "FROM product_images i JOIN uploads u ON u.id = i.upload_id WHERE i.product_id = p.id")} AS images,
           ${jsonList(
             "'id', pr.id, 'variant_key', pr.variant_key, 'sku', pr.sku, 'unit_price', pr.unit_price::text, 'quantity', pr.quantity, " +
               "'created_at', pr.created_at AT TIME ZONE 'UTC', 'updated_at', pr.updated_at AT TIME ZONE 'UTC'",
             "pr.id",
             "FROM product_prices pr WHERE pr.product_id = p.id",
           )} AS prices,
           ${jsonList("'id', c.id, 'name', c.name, 'code', c.code, 'path', u.path", "c.position, c.id", "FROM product_colors c LEFT JOIN uploads u ON u.id = c.upload_id WHERE c.product_id = p.id")} AS colors,
           ${jsonList(
             "'id', v.id, 'name', v.name, 'attribute_id', a.id, 'attribute_name', a.name",
             "a.id, v.position, v.id",
             "FROM product_attribute_values pv JOIN attribute_values v ON v.id = pv.attribute_value_id JOIN attributes a ON a.id = v.attribute_id WHERE pv.product_id = p.id",
           )} AS attribute_values,
           ${jsonList(
             "'id', g.id, 'name', g.name, 'min_options', g.min_options, 'max_options', g.max_options, 'options', " +
               jsonList(
                 "'id', o.id, 'name', o.name, 'price', o.price::text, 'stock', o.stock, 'qty_max', o.qty_max",
                 "o.position, o.id",
                 "FROM options o WHERE o.group_id = g.id",
               ),
             "g.position, g.id",
             "FROM option_groups g WHERE g.product_id = p.id",
           )} AS option_groups,
           ${productCategoriesJson("p")} AS categories,
           (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id) AS review_count,
           (SELECT avg(r.rating)::text FROM reviews r WHERE r.product_id = p.id) AS review_average
    FROM unnest($1::int[], $2::text[]) AS asked(store_id, slug)
    JOIN products p ON p.store_id = asked.store_id AND p.slug = asked.slug
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN uploads t ON t.id = p.thumbnail_upload_id
    WHERE p.status = 1`,
};

// The products that requests arriving together ask for are one statement (lib/db/batch.ts).
type ProductKey = { storeId: number; slug: string };
const keyOf = (storeId: number, slug: string) => `${storeId}/${slug}`;
const products = batchedRead<ProductKey, DetailRow>(async (keys) => {
  const values = [keys.map((k) => k.storeId), keys.map((k) => k.slug)];
  const { rows } = await pool().query<DetailRow>({ ...DETAIL_STATEMENT, values });
  const found = new Map(rows.map((row) => [keyOf(row.store_id, row.slug), row]));
  return keys.map((k) => found.get(keyOf(k.storeId, k.slug)));
});

const path = (relative: string | null | undefined) => (relative ? `${PUBLIC_PREFIX}${relative}` : null);

export async function productDetails(opts: {
  store: { id: number; language: string; timezone: string };
  slug: string;
  currency: DisplayCurrency;
  origin: string;
}) {
  const product = await products.load({ storeId: opts.store.id, slug: opts.slug });
  if (!product) throw productNotFound.error(catalogMessages(opts.store.language, "product"));
  return product.kind === "CUSTOMIZABLE" ? customizable(product, opts) : standard(product, opts);
}

const basePrice = (product: DetailRow) => product.prices.find((p) => p.variant_key === "");

function customizable(product: DetailRow, opts: { currency: DisplayCurrency; origin: string }): z.infer<typeof customizableProductResponse> {
  const base = basePrice(product);
  const unit = base?.unit_price ?? 0;
  return {
    success: true,
    product_type: "customizable",
    product: {
      id: product.id,
      name: product.name,
      thumbnail: imageOrPlaceholder(opts.origin, product.thumbnail_path),
      gallery: product.images.map((i) => publicUrl(opts.origin, i.path) ?? ""),
      base_price: amountNumber(inCurrency(sellingPrice(unit, product.discount_type, product.discount_amount), opts.currency)),
      oldPrice: amountNumber(inCurrency(unit, opts.currency)),
      quantity: base?.quantity ?? 0,
      description: product.description,
      options_groups: product.option_groups.map((g) => ({
        id: g.id,
        group_name: g.name,
        min_options: g.min_options,
        max_options: g.max_options,
        options: g.options.map((o) => ({
          id: o.id,
          option_name: o.name,
          price: amountString(inCurrency(o.price, opts.currency)),
          stock: o.stock,
          qty_max: o.qty_max,
        })),
      })),
      has_options: product.has_options,
      symbol_devise: opts.currency.symbol,
    },
  };
}

function standard(
  product: DetailRow,
  opts: { store: { timezone: string }; currency: DisplayCurrency; origin: string },
): z.infer<typeof standardProductResponse> {
  const tz = opts.store.timezone;
  const money = (value: AmountInput) => amountNumber(inCurrency(value, opts.currency));
  const base = basePrice(product) ?? product.prices[0];
  const discount = product.discount_amount === null ? 0 : product.discount_type === 1 ? money(product.discount_amount) : amountNumber(product.discount_amount);

  // Attributes in the order they were created, each one's values in the owner's order, as the statement reads them.
  const attributes = new Map<number, { id: number; name: string; values: { id: number; name: string }[] }>();
  for (const v of product.attribute_values) {
    const entry = attributes.get(v.attribute_id) ?? { id: v.attribute_id, name: v.attribute_name, values: [] };
    entry.values.push({ id: v.id, name: v.name });
    attributes.set(v.attribute_id, entry);
  }
  const valueById = new Map(
    product.attribute_values.map((v) => [v.id, { id: v.id, name: v.name, attributeId: v.attribute_id, attributeName: v.attribute_name }]),
  );
  const variantRows = product.prices.filter((p) => p.variant_key !== "");

  return {
    success: true,
    product_type: "standard",
    product: {
      id: product.id,
      name: product.name,
      brand: product.brand_name,
      summary: product.summary,
      description: product.description,
      product_type: product.product_type,
      supplier: product.supplier_id,
      permalink: product.slug,
      unit: product.unit,
      conditions: product.conditions,
      has_variant: product.has_variant,
      discount_type: product.discount_type ?? 0,
      discount_amount: product.discount_amount === null ? null : discount,
      pdf_specifications: product.pdf_specifications,
      thumbnail_image: product.thumbnail_upload_id === null ? null : String(product.thumbnail_upload_id),
      video_link: product.video_link,
      is_featured: product.is_featured,
      max_item_on_purchase: product.max_item_on_purchase,
      min_item_on_purchase: product.min_item_on_purchase,
      low_stock_quantity_alert: product.low_stock_quantity_alert,
      is_authentic: product.is_authentic,
      has_warranty: product.has_warranty,
      has_replacement_warranty: product.has_replacement_warranty,
      warrenty_days: product.warranty_days,
      is_refundable: product.is_refundable,
      shipping_location_type: product.shipping_location_type,
      is_active_cod: product.is_active_cod,
      is_active_free_shipping: product.is_active_free_shipping,
      cod_location_type: product.cod_location_type,
      is_active_attatchment: product.is_active_attachment,
      attatchment_name: product.attachment_name,
      shipping_cost: money(product.shipping_cost),
      is_apply_multiple_qty_shipping_cost: product.is_apply_multiple_qty_shipping_cost,
      is_enable_tax: product.is_enable_tax,
      tax_profile: product.tax_profile,
      status: product.status,
      id_cj: product.id_cj,
      profil_imported_countries: product.profil_imported_countries,
      has_options: product.has_options,
      created_at: sqlDateTime(product.created_at, tz),
      updated_at: sqlDateTime(product.updated_at, tz),
      is_approved: product.is_approved,
      id_lacaisse: product.id_lacaisse,
    },
    colorImages: product.colors.flatMap((c) => (c.path ? [{ color_id: c.id, color_name: c.name, image: publicUrl(opts.origin, c.path)! }] : [])),
    attributes: [...attributes.values()],
    colorsSectionNew: product.colors.map((c) => ({ id: c.id, name: c.name, code: c.code, image: publicUrl(opts.origin, c.path) })),
    prices: {
      id: base?.id ?? 0,
      product_id: product.id,
      sku: base?.sku ?? "",
      // The merchant's cost is not the shopper's business: the key stays for the apps, the value does not.
      purchase_price: 0,
      unit_price: money(base?.unit_price ?? 0),
      quantity: base?.quantity ?? 0,
      created_at: sqlDateTime(base ? new Date(base.created_at) : product.created_at, tz),
      updated_at: sqlDateTime(base ? new Date(base.updated_at) : product.updated_at, tz),
    },
    discount_type: product.discount_type ?? 0,
    amount_discount: discount,
    has_color: product.colors.length > 0,
    has_color_photo: product.colors.some((c) => c.path),
    thumbnail_image: path(product.thumbnail_path),
    galleryImagesLeft: product.images.map((i) => ({ image_path: path(i.path)!, upload_id: i.id })),
    symbol_devise: opts.currency.symbol,
    has_variant: product.has_variant,
    // null for a product without variants, as the service's public samples show.
    variantsDataNew: !variantRows.length
      ? null
      : variantRows.map((row) => {
          const values = valuesOfKey(row.variant_key, valueById);
          return { variant_key: row.variant_key, variant: selectionOf(values), variant_text: variantLabel(values) };
        }),
    variantsDataPrice: variantRows.map((row) => ({
      variant_key: row.variant_key,
      sku: row.sku,
      unit_price: money(row.unit_price),
      price: money(sellingPrice(row.unit_price, product.discount_type, product.discount_amount)),
      quantity: row.quantity,
    })),
    categories: product.categories,
    total_reviews: product.review_count,
    average_rating: product.review_average === null ? 0 : amountNumber(product.review_average),
  };
}
