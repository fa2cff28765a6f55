import { afterAll, beforeAll } from "vitest";
import { admin, signInOwners, type Owner } from "./admin-catalog";
import { sql } from "./database";
import { post } from "./http";
import { placeOf, type Place } from "./places";

// The owner's shipping as its tests (tests/http/admin-shipping-*.test.ts) share it: both owners, the
// tables a refusal leaves as they were, a place a store reads, a quote of /get-shipping-options,
// and the zones and pickup points a test makes, deleted after the file's tests with the countries
// set back as they were.

export const COUNTED = [
  "store_countries",
  "cities",
  "states",
  "shipping_zones",
  "shipping_zone_states",
  "shipping_rates",
  "pickup_points",
  "audit_log",
] as const;

// Live bindings: each test file signs the owners in (shippingOwners) before its tests read them.
export let demo: Owner;
export let acme: Owner;
let seededCountries: { store_id: number; country_id: number; is_active: boolean }[];
export const zones: number[] = [];
export const points: number[] = [];

export type { Place };
export const place = placeOf;

// A demo product without variants, free shipping, own shipping cost or discount, priced under 150.
export async function plainProduct() {
  const [row] = await sql<{ id: number; price: string }>(
    `SELECT p.id, pr.unit_price AS price FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE p.store_id = $1 AND p.status = 1 AND p.shipping_cost = 0 AND p.is_active_free_shipping <> 1 AND pr.unit_price < 150 AND p.discount_type IS NULL
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 1`,
    [demo.storeId],
  );
  return row!;
}

export const quote = (productId: number, quantity: number, at: Place) =>
  post("/api/get-shipping-options", {
    products: [{ id: productId, quantity }],
    shipping_type: "home_delivery",
    delivery_address: { country_id: at.country_id, state_id: at.state_id },
  });

export async function createZone(body: Record<string, unknown>, owner = demo) {
  const reply = await admin("POST", "/api/shipping-zones", owner, body);
  if (reply.status === 201) zones.push(reply.json.data.id);
  return reply;
}

/** Signs both owners in before the calling file's tests; deletes its zones and points after them. */
export function shippingOwners() {
  beforeAll(async () => {
    ({ demo, acme } = await signInOwners());
    seededCountries = await sql("SELECT store_id, country_id, is_active FROM store_countries WHERE store_id = ANY($1::int[])", [[demo.storeId, acme.storeId]]);
  });

  afterAll(async () => {
    await sql("DELETE FROM shipping_zones WHERE id = ANY($1::int[])", [zones]);
    await sql("DELETE FROM pickup_points WHERE id = ANY($1::int[])", [points]);
    await sql("DELETE FROM store_countries WHERE store_id = ANY($1::int[])", [[demo.storeId, acme.storeId]]);
    for (const c of seededCountries)
      await sql("INSERT INTO store_countries (store_id, country_id, is_active) VALUES ($1, $2, $3)", [c.store_id, c.country_id, c.is_active]);
  });
}
