import { batchedRead } from "../db/batch";
import { pool } from "../db/client";
import type { Store } from "../db/generated/client";
import { jsonList } from "../db/sql";
import { productCategoriesJson } from "./sql";

// The product and everything its answer shows, in one statement prepared once per connection
// (Prisma's relation query and review aggregate cost the app three times its CPU; docs/benchmarks.md).
// Amounts come as text, for exact decimals; timestamps as UTC instants.
export type DetailRow = {
  id: number;
  kind: "STANDARD" | "CUSTOMIZABLE";
  name: string;
  translations: unknown;
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
  prices: {
    id: number;
    variant_key: string;
    color_id: number | null;
    sku: string;
    unit_price: string;
    quantity: number;
    created_at: string;
    updated_at: string;
  }[];
  colors: { id: number; name: string; code: string; path: string | null }[];
  attribute_values: { id: number; name: string; attribute_id: number; attribute_name: string; attribute_translations: unknown }[];
  option_groups: {
    id: number;
    name: string;
    translations: unknown;
    min_options: number;
    max_options: number;
    options: {
      id: number;
      name: string;
      translations: unknown;
      price: string;
      stock: number;
      qty_max: number;
      text_label: string | null;
      text_max_length: number | null;
    }[];
  }[];
  categories: { id: number; name: string; translations?: unknown }[];
  review_count: number;
  review_average: string | null;
  store_id: number;
};

const DETAIL_STATEMENT = {
  name: "product_details",
  // $1 the stores, $2 the slugs: product i is ($1[i], $2[i]).
  text: `
    SELECT p.store_id, p.id, p.kind::text AS kind, p.name, p.translations, p.slug, p.summary, p.description, p.product_type, p.supplier_id, p.unit,
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
             "'id', pr.id, 'variant_key', pr.variant_key, 'color_id', pr.color_id, 'sku', pr.sku, 'unit_price', pr.unit_price::text, 'quantity', pr.quantity, " +
               "'created_at', pr.created_at AT TIME ZONE 'UTC', 'updated_at', pr.updated_at AT TIME ZONE 'UTC'",
             "pr.id",
             "FROM product_prices pr WHERE pr.product_id = p.id",
           )} AS prices,
           ${jsonList("'id', c.id, 'name', c.name, 'code', c.code, 'path', u.path", "c.position, c.id", "FROM product_colors c LEFT JOIN uploads u ON u.id = c.upload_id WHERE c.product_id = p.id")} AS colors,
           ${jsonList(
             "'id', v.id, 'name', v.name, 'attribute_id', a.id, 'attribute_name', a.name, 'attribute_translations', a.translations",
             "a.id, v.position, v.id",
             "FROM product_attribute_values pv JOIN attribute_values v ON v.id = pv.attribute_value_id JOIN attributes a ON a.id = v.attribute_id WHERE pv.product_id = p.id",
           )} AS attribute_values,
           ${jsonList(
             "'id', g.id, 'name', g.name, 'translations', g.translations, 'min_options', g.min_options, 'max_options', g.max_options, 'options', " +
               jsonList(
                 "'id', o.id, 'name', o.name, 'translations', o.translations, 'price', o.price::text, 'stock', o.stock, 'qty_max', o.qty_max, 'text_label', o.text_label, 'text_max_length', o.text_max_length",
                 "o.position, o.id",
                 "FROM options o WHERE o.group_id = g.id",
               ),
             "g.position, g.id",
             "FROM option_groups g WHERE g.product_id = p.id",
           )} AS option_groups,
           ${productCategoriesJson("p")} AS categories,
           (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id AND r.status = 'APPROVED') AS review_count,
           (SELECT avg(r.rating)::text FROM reviews r WHERE r.product_id = p.id AND r.status = 'APPROVED') AS review_average
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

/** The store's published product with this permalink, with everything its details show; undefined when there is none. */
export function loadProductDetail(store: Store, input: { slug: string }): Promise<DetailRow | undefined> {
  return products.load({ storeId: store.id, slug: input.slug });
}
