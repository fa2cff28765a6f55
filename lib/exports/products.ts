import { pool } from "../db/client";
import type { Store } from "../db/generated/client";
import { DELETED } from "../catalog/schemas";
import { publicUrl } from "../media/storage";
import { storeOrigin } from "../tenancy/store-origin";
import { csvFile, type Column } from "./csv-file";

// The store's catalogue, one row per thing sold: a product without variants is one row (its own
// price row), a product with variants one row per variant, the product's columns repeated on each,
// as Shopify's product export does. Deleted products are left out. `images` lists the gallery's
// addresses as the product's record gives them, so that the file imports back unchanged.

type Row = {
  priceId: number;
  productId: number;
  slug: string;
  name: string;
  status: number;
  summary: string | null;
  categories: string | null;
  sku: string;
  variant: string | null;
  price: string;
  purchasePrice: string;
  quantity: number;
  lowStock: number;
  images: string[];
};

const columns = (store: Store, origin: string): Column<Row>[] => [
  { header: "product_id", value: (row) => row.productId },
  { header: "slug", value: (row) => row.slug },
  { header: "name", value: (row) => row.name },
  { header: "status", value: (row) => (row.status === 1 ? "published" : "draft") },
  { header: "summary", value: (row) => row.summary },
  { header: "categories", value: (row) => row.categories },
  { header: "sku", value: (row) => row.sku },
  { header: "variant", value: (row) => row.variant },
  { header: "price", value: (row) => row.price },
  { header: "purchase_price", value: (row) => row.purchasePrice },
  { header: "currency", value: () => store.currencyCode },
  { header: "quantity", value: (row) => row.quantity },
  { header: "low_stock_alert", value: (row) => row.lowStock },
  { header: "images", value: (row) => row.images.map((path) => publicUrl(origin, path)).join(" | ") },
];

// A variant's key is `c{colour}-{value}-{value}…` (lib/catalog/variant-selection.ts): its name is the
// colour's and the values' names. A product with variants sells only its variants: its own row is left out.
const TEXT = `
  SELECT pr.id AS "priceId", p.id AS "productId", p.slug, p.name, p.status, p.summary,
         (SELECT string_agg(c.name, ' | ' ORDER BY c.position, c.id) FROM product_categories pc
            JOIN categories c ON c.id = pc.category_id AND c.store_id = $1
            WHERE pc.product_id = p.id AND pc.store_id = $1) AS categories,
         pr.sku,
         nullif(concat_ws(' / ', col.name,
           (SELECT string_agg(v.name, ' / ' ORDER BY v.attribute_id, v.position, v.id) FROM attribute_values v
              WHERE v.store_id = $1 AND v.id::text = ANY (string_to_array(regexp_replace(pr.variant_key, '^c[0-9]+-?', ''), '-')))), '') AS variant,
         pr.unit_price::text AS price, pr.purchase_price::text AS "purchasePrice", pr.quantity, p.low_stock_quantity_alert AS "lowStock",
         ARRAY(SELECT u.path FROM product_images pi JOIN uploads u ON u.id = pi.upload_id AND u.store_id = $1
               WHERE pi.product_id = p.id AND pi.store_id = $1 ORDER BY pi.position, pi.id) AS images
  FROM product_prices pr
  JOIN products p ON p.id = pr.product_id AND p.store_id = $1 AND p.status <> ${DELETED}
  LEFT JOIN product_colors col ON col.id = pr.color_id AND col.store_id = $1
  WHERE pr.store_id = $1 AND pr.id > $2
    AND (pr.variant_key <> '' OR NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.store_id = $1 AND v.product_id = pr.product_id AND v.variant_key <> ''))
  ORDER BY pr.id
  LIMIT $3`;

/** `platformOrigin`: the administration API's, of which the store's host and its pictures' addresses are made. */
export function productsCsv(store: Store, input: { platformOrigin: string }): ReadableStream<Uint8Array> {
  return csvFile(columns(store, storeOrigin(store, input.platformOrigin)), async (after, take) => {
    const { rows } = await pool().query<Row>(TEXT, [store.id, after ?? 0, take]);
    return { rows, last: rows.at(-1)?.priceId ?? null };
  });
}
