import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { admin, signInOwners, type Owner } from "./admin-catalog";
import { sql } from "./database";

// The owner's products as their tests (tests/http/admin-catalog-products-*.test.ts) share them: the
// shapes of a product's summary and record, names of the file's own, and the products it makes,
// deleted after its tests.

export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const SUMMARY_KEYS = [
  "categories",
  "created_at",
  "discount_amount",
  "discount_type",
  "id",
  "kind",
  "low_stock_quantity_alert",
  "name",
  "price",
  "slug",
  "status",
  "stock",
  "thumbnail",
  "updated_at",
  "url",
];
export const RECORD_KEYS = [
  ...SUMMARY_KEYS,
  "attatchment_name",
  "attributes",
  "brand_id",
  "cod_location_type",
  "colors",
  "conditions",
  "description",
  "has_options",
  "has_replacement_warranty",
  "has_variant",
  "has_warranty",
  "id_cj",
  "id_lacaisse",
  "images",
  "is_active_attatchment",
  "is_active_cod",
  "is_active_free_shipping",
  "is_apply_multiple_qty_shipping_cost",
  "is_approved",
  "is_authentic",
  "is_enable_tax",
  "is_featured",
  "is_refundable",
  "max_item_on_purchase",
  "min_item_on_purchase",
  "option_groups",
  "pdf_specifications",
  "product_type",
  "profil_imported_countries",
  "purchase_price",
  "shipping_cost",
  "shipping_location_type",
  "sku",
  "summary",
  "supplier_id",
  "tax_profile",
  "tax_rate",
  "thumbnail_id",
  "translations",
  "unit",
  "variants",
  "video_link",
  "warrenty_days",
].sort();

// Names of their own: words with digits stay out of the stores' search vocabulary, which other
// files' typo tests read.
export const tag = randomUUID().slice(0, 6).replace(/[a-f]/g, "7");
export const named = (word: string) => `${word}${tag}`;

// Live bindings: each test file signs the owners in (ownersAndTheirProducts) before its tests read them.
export let demo: Owner;
export let acme: Owner;
const created: number[] = [];

export async function createProduct(body: Record<string, unknown>, owner = demo) {
  const reply = await admin("POST", "/api/products", owner, body);
  if (reply.status === 201) created.push(reply.json.data.id);
  return reply;
}
export const update = (id: number, body: Record<string, unknown>, owner = demo) => admin("PUT", `/api/products/${id}`, owner, body);
export const record = async (id: number, owner = demo) => (await admin("GET", `/api/products/${id}`, owner)).json.data;

/** Signs both stores' owners in before the calling file's tests; deletes the products and attributes they made after them. */
export function ownersAndTheirProducts() {
  beforeAll(async () => {
    ({ demo, acme } = await signInOwners());
  });

  afterAll(async () => {
    await sql("DELETE FROM products WHERE id = ANY($1::int[])", [created]);
    await sql("DELETE FROM attributes WHERE name LIKE $1", [`%${tag}`]);
  });
}
