import { sql } from "./database";

// The shipping quotes' tests (tests/http/shipping-*.test.ts) as they share them: a place of the demo
// store's zones, and its cheap products without variants.

export async function place(city: string) {
  const [row] = await sql<{ country_id: number; state_id: number }>(
    `SELECT ci.country_id, st.id AS state_id FROM states st JOIN cities ci ON ci.id = st.city_id JOIN stores s ON s.id = st.store_id
     WHERE s.subdomain = 'demo' AND ci.name = $1 ORDER BY st.id LIMIT 1`,
    [city],
  );
  return row!;
}

export async function cheapProducts() {
  return sql<{ id: number; price: string }>(
    `SELECT p.id, pr.unit_price AS price FROM products p JOIN stores s ON s.id = p.store_id JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE s.subdomain = 'demo' AND p.status = 1 AND p.shipping_cost = 0 AND pr.unit_price < 150 AND p.discount_type IS NULL
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 2`,
  );
}
