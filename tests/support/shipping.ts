import { sql } from "./database";
import { placeOf, storeIdOf } from "./places";

// The shipping quotes' tests (tests/http/shipping-*.test.ts) as they share them: a place of the demo
// store's zones, and its cheap products without variants.

/** A town or district of the demo store (Casablanca is a town of the reference), or the first state of its own city. */
export async function place(name: string) {
  const { country_id, state_id } = await placeOf(await storeIdOf("demo"), name);
  return { country_id, state_id };
}

export async function cheapProducts() {
  return sql<{ id: number; price: string }>(
    `SELECT p.id, pr.unit_price AS price FROM products p JOIN stores s ON s.id = p.store_id JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE s.subdomain = 'demo' AND p.status = 1 AND p.shipping_cost = 0 AND pr.unit_price < 150 AND p.discount_type IS NULL
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 2`,
  );
}
