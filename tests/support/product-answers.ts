import { sqlDateTime } from "../../lib/format/dates";
import { sql } from "./database";
import { origin } from "./http";
import { converted } from "./money";

// What /product-details/{slug} should answer for a product, read from its rows with plain SQL and
// shaped as the contract and docs/decisions.md (Catalog) say, so that a test compares values, not
// only keys. Amounts are in the store's default currency unless a rate is given.

type Row = Record<string, unknown>;

// The selling price of a price row `pr` of product `p`: its unit price less the product's discount,
// a percentage rounded half-up to cents (PostgreSQL's round), never below 0.
const SELLING_PRICE = `greatest(pr.unit_price - CASE p.discount_type WHEN 1 THEN p.discount_amount
  WHEN 2 THEN round(pr.unit_price * p.discount_amount / 100, 2) ELSE 0 END, 0)`;

const byProduct = <T extends { product_id: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.product_id, [...(groups.get(row.product_id) ?? []), row]);
  return (id: number) => groups.get(id) ?? [];
};

/** The rows of the products `ids` that their answers show. */
export async function storedProducts(ids: number[]) {
  // One query after another: the embedded database serves every connection from one session.
  const products = await sql<{
    product_id: number;
    row: Row;
    created_at: Date;
    updated_at: Date;
    brand: string | null;
    thumbnail: string | null;
    subdomain: string;
    timezone: string;
    symbol: string;
    total_reviews: number;
    average_rating: number;
  }>(
    `SELECT p.id AS product_id, to_jsonb(p) AS row, p.created_at AT TIME ZONE 'UTC' AS created_at, p.updated_at AT TIME ZONE 'UTC' AS updated_at,
            b.name AS brand, t.path AS thumbnail, s.subdomain, s.timezone, cu.symbol,
            (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id) AS total_reviews,
            (SELECT coalesce(round(avg(r.rating), 2), 0)::float8 FROM reviews r WHERE r.product_id = p.id) AS average_rating
     FROM products p JOIN stores s ON s.id = p.store_id JOIN currencies cu ON cu.store_id = s.id AND cu.code = s.currency_code
     LEFT JOIN brands b ON b.id = p.brand_id LEFT JOIN uploads t ON t.id = p.thumbnail_upload_id
     WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  const prices = await sql<{
    product_id: number;
    id: number;
    variant_key: string;
    color_id: number | null;
    sku: string;
    unit_price: string;
    price: string;
    quantity: number;
    created_at: Date;
    updated_at: Date;
    selection: { parent_id: number; child_id: number; child_Name: string; parent_name: string }[];
  }>(
    `SELECT pr.product_id, pr.id, regexp_replace(pr.variant_key, '^c[0-9]+-?', '') AS variant_key, pr.color_id, pr.sku, pr.unit_price, ${SELLING_PRICE} AS price, pr.quantity,
            pr.created_at AT TIME ZONE 'UTC' AS created_at, pr.updated_at AT TIME ZONE 'UTC' AS updated_at,
            (SELECT json_agg(json_build_object('parent_id', a.id, 'child_id', v.id, 'child_Name', v.name, 'parent_name', a.name) ORDER BY k.n)
             FROM unnest(string_to_array(nullif(regexp_replace(pr.variant_key, '^c[0-9]+-?', ''), ''), '-')::int[]) WITH ORDINALITY AS k(value_id, n)
             JOIN attribute_values v ON v.id = k.value_id JOIN attributes a ON a.id = v.attribute_id) AS selection
     FROM product_prices pr JOIN products p ON p.id = pr.product_id WHERE pr.product_id = ANY($1::int[]) ORDER BY pr.id`,
    [ids],
  );
  const gallery = await sql<{ product_id: number; path: string; upload_id: number }>(
    "SELECT i.product_id, u.path, u.id AS upload_id FROM product_images i JOIN uploads u ON u.id = i.upload_id WHERE i.product_id = ANY($1::int[]) ORDER BY i.position, i.id",
    [ids],
  );
  const colors = await sql<{ product_id: number; id: number; name: string; code: string; path: string | null }>(
    "SELECT c.product_id, c.id, c.name, c.code, u.path FROM product_colors c LEFT JOIN uploads u ON u.id = c.upload_id WHERE c.product_id = ANY($1::int[]) ORDER BY c.position, c.id",
    [ids],
  );
  const attributeValues = await sql<{ product_id: number; attribute_id: number; attribute: string; id: number; name: string }>(
    `SELECT pv.product_id, a.id AS attribute_id, a.name AS attribute, v.id, v.name FROM product_attribute_values pv
     JOIN attribute_values v ON v.id = pv.attribute_value_id JOIN attributes a ON a.id = v.attribute_id
     WHERE pv.product_id = ANY($1::int[]) ORDER BY a.id, v.position, v.id`,
    [ids],
  );
  const groups = await sql<{
    product_id: number;
    id: number;
    group_name: string;
    min_options: number;
    max_options: number;
    options: { id: number; option_name: string; price: number; stock: number; qty_max: number; text_label: string | null; text_max_length: number | null }[];
  }>(
    `SELECT g.product_id, g.id, g.name AS group_name, g.min_options, g.max_options,
            coalesce(json_agg(json_build_object('id', o.id, 'option_name', o.name, 'price', o.price, 'stock', o.stock, 'qty_max', o.qty_max,
                                               'text_label', o.text_label, 'text_max_length', o.text_max_length)
                              ORDER BY o.position, o.id) FILTER (WHERE o.id IS NOT NULL), '[]') AS options
     FROM option_groups g LEFT JOIN options o ON o.group_id = g.id WHERE g.product_id = ANY($1::int[])
     GROUP BY g.id ORDER BY g.position, g.id`,
    [ids],
  );
  // The categories the store shows (/fetch-categories): a hidden one is not the product's to show.
  const categories = await sql<{ product_id: number; id: number; name: string }>(
    "SELECT pc.product_id, c.id, c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = ANY($1::int[]) AND c.is_active ORDER BY c.id",
    [ids],
  );
  const [pricesOf, galleryOf, colorsOf, valuesOf, groupsOf, categoriesOf] = [
    byProduct(prices),
    byProduct(gallery),
    byProduct(colors),
    byProduct(attributeValues),
    byProduct(groups),
    byProduct(categories),
  ] as const;
  return new Map(
    products.map((p) => {
      const all = pricesOf(p.product_id);
      const stored = {
        ...p,
        origin: origin(`${p.subdomain}.localhost`),
        base: all.find((pr) => pr.variant_key === "" && pr.color_id === null)!,
        variants: all.filter((pr) => pr.variant_key !== "" || pr.color_id !== null),
        gallery: galleryOf(p.product_id),
        colors: colorsOf(p.product_id),
        attributeValues: valuesOf(p.product_id),
        groups: groupsOf(p.product_id),
        categories: categoriesOf(p.product_id).map(({ id, name }) => ({ id, name })),
      };
      return [p.product_id, stored];
    }),
  );
}

export type StoredProduct = Awaited<ReturnType<typeof storedProducts>> extends Map<number, infer T> ? T : never;

/** The product keys of the standard shape that are columns of the same name. */
const SAME_NAMED = [
  "id",
  "name",
  "summary",
  "description",
  "product_type",
  "unit",
  "conditions",
  "has_variant",
  "discount_amount",
  "pdf_specifications",
  "video_link",
  "is_featured",
  "max_item_on_purchase",
  "min_item_on_purchase",
  "low_stock_quantity_alert",
  "is_authentic",
  "has_warranty",
  "has_replacement_warranty",
  "is_refundable",
  "shipping_location_type",
  "is_active_cod",
  "is_active_free_shipping",
  "cod_location_type",
  "shipping_cost",
  "is_apply_multiple_qty_shipping_cost",
  "is_enable_tax",
  "tax_profile",
  "status",
  "id_cj",
  "profil_imported_countries",
  "has_options",
  "is_approved",
  "id_lacaisse",
];

const uploadPath = (path: string) => `/uploads/${path}`;

/** The standard answer, in the store's default currency. */
export function standardAnswer(p: StoredProduct) {
  const row = p.row;
  const url = (path: string | null) => (path === null ? null : `${p.origin}${uploadPath(path)}`);
  const date = (at: Date) => sqlDateTime(at, p.timezone);
  const attributes = new Map<number, { id: number; name: string; values: { id: number; name: string }[] }>();
  for (const v of p.attributeValues) {
    const attribute = attributes.get(v.attribute_id) ?? { id: v.attribute_id, name: v.attribute, values: [] };
    attribute.values.push({ id: v.id, name: v.name });
    attributes.set(v.attribute_id, attribute);
  }
  return {
    success: true,
    product_type: "standard",
    product: {
      ...Object.fromEntries(SAME_NAMED.map((key) => [key, row[key]])),
      brand: p.brand,
      supplier: row.supplier_id,
      permalink: row.slug,
      discount_type: row.discount_type ?? 0,
      thumbnail_image: row.thumbnail_upload_id === null ? null : String(row.thumbnail_upload_id),
      warrenty_days: row.warranty_days,
      is_active_attatchment: row.is_active_attachment,
      attatchment_name: row.attachment_name,
      created_at: date(p.created_at),
      updated_at: date(p.updated_at),
    },
    colorImages: p.colors.filter((c) => c.path !== null).map((c) => ({ color_id: c.id, color_name: c.name, image: url(c.path) })),
    attributes: [...attributes.values()],
    colorsSectionNew: p.colors.map((c) => ({ id: c.id, name: c.name, code: c.code, image: url(c.path) })),
    prices: {
      id: p.base.id,
      product_id: p.product_id,
      sku: p.base.sku,
      purchase_price: 0,
      unit_price: Number(p.base.unit_price),
      quantity: p.base.quantity,
      created_at: date(p.base.created_at),
      updated_at: date(p.base.updated_at),
    },
    discount_type: row.discount_type ?? 0,
    amount_discount: row.discount_amount ?? 0,
    has_color: p.colors.length > 0,
    has_color_photo: p.colors.some((c) => c.path !== null),
    thumbnail_image: p.thumbnail === null ? null : uploadPath(p.thumbnail),
    galleryImagesLeft: p.gallery.map((g) => ({ image_path: uploadPath(g.path), upload_id: g.upload_id })),
    symbol_devise: p.symbol,
    has_variant: row.has_variant,
    // null without variants of values, as the service's public samples show; one per values, whatever their colours.
    variantsDataNew: !p.variants.some((v) => v.variant_key)
      ? null
      : [...new Map(p.variants.filter((v) => v.variant_key).map((v) => [v.variant_key, v])).values()].map((v) => ({
          variant_key: v.variant_key,
          variant: Object.fromEntries(v.selection.map((s) => [s.parent_name, s])),
          variant_text: v.selection.map((s) => `${s.parent_name}: ${s.child_Name}`).join(", "),
        })),
    variantsDataPrice: p.variants.map((v) => ({
      variant_key: v.variant_key,
      color_id: v.color_id,
      sku: v.sku,
      unit_price: Number(v.unit_price),
      price: Number(v.price),
      quantity: v.quantity,
    })),
    categories: p.categories,
    total_reviews: p.total_reviews,
    average_rating: p.average_rating,
  };
}

/** The customizable answer, in the store's default currency or in the one given by its rate and symbol. */
export function customizableAnswer(p: StoredProduct, currency = { rate: "1", symbol: p.symbol }) {
  const money = (amount: number | string) => converted(amount, currency.rate);
  return {
    success: true,
    product_type: "customizable",
    product: {
      id: p.product_id,
      name: p.row.name,
      thumbnail: p.thumbnail === null ? "" : `${p.origin}${uploadPath(p.thumbnail)}`,
      gallery: p.gallery.map((g) => `${p.origin}${uploadPath(g.path)}`),
      base_price: money(p.base.price),
      oldPrice: money(p.base.unit_price),
      quantity: p.base.quantity,
      description: p.row.description,
      options_groups: p.groups.map((g) => ({
        id: g.id,
        group_name: g.group_name,
        min_options: g.min_options,
        max_options: g.max_options,
        options: g.options.map((o) => ({ ...o, price: money(o.price).toFixed(2) })),
      })),
      has_options: p.row.has_options,
      symbol_devise: currency.symbol,
    },
  };
}
