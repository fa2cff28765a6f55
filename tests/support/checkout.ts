import { createHash, randomUUID } from "node:crypto";
import { inject } from "vitest";
import { sqlAt } from "./database";

// Arranging checkouts, on the suite's database or on the one at `url` (a server of a test's own).

const at = (url?: string) => url ?? inject("server").databaseUrl;

/**
 * Collected at one of the store's pickup points, free: the checkout tests are of the order, not of
 * its delivery (an order without `shipping_type` is delivered home: checkout-default-shipping.test.ts).
 */
export const PICKUP = { shipping_type: "pickup_delivery" } as const;

/** `n` customers of the store with a token each, written directly: registering 100 would hash 100 passwords. */
export async function buyers(subdomain: string, n: number, url?: string): Promise<{ id: number; token: string }[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = await sqlAt<{ id: number }>(
    at(url),
    `INSERT INTO customers (store_id, name, email, phone, password_hash, updated_at)
     SELECT s.id, 'Buyer ' || i, 'buyer-' || $2 || '-' || i || '@example.com', '0600000000', 'not-a-real-hash', now()
     FROM stores s, generate_series(1, $3) i WHERE s.subdomain = $1
     RETURNING id`,
    [subdomain, tag, n],
  );
  const tokens = rows.map((r) => ({ id: r.id, token: `cus_checkout_${tag}_${r.id}` }));
  await sqlAt(
    at(url),
    `INSERT INTO access_tokens (token_hash, kind, store_id, customer_id, expires_at)
     SELECT h, 'CUSTOMER', (SELECT id FROM stores WHERE subdomain = $1), c, now() + interval '1 day' FROM unnest($2::text[], $3::int[]) AS t(h, c)`,
    [subdomain, tokens.map((t) => createHash("sha256").update(t.token).digest("hex")), tokens.map((t) => t.id)],
  );
  return tokens;
}

/** The price row of a published product of the store without variants, discount or tax, bought 1 to 3 at a time. */
export async function plainPriceRow(subdomain: string, url?: string) {
  const [row] = await sqlAt<{ id: number; product_id: number; unit_price: string; name: string }>(
    at(url),
    `SELECT pr.id, pr.product_id, pr.unit_price::text, p.name FROM product_prices pr JOIN products p ON p.id = pr.product_id JOIN stores s ON s.id = p.store_id
     WHERE s.subdomain = $1 AND pr.variant_key = '' AND p.status = 1 AND p.discount_type IS NULL AND p.is_enable_tax <> 1
       AND p.min_item_on_purchase = 1 AND p.max_item_on_purchase >= 3
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '')
     ORDER BY pr.id LIMIT 1`,
    [subdomain],
  );
  return row!;
}

export async function methodOf(subdomain: string, provider: string, url?: string): Promise<number> {
  const [row] = await sqlAt<{ id: number }>(
    at(url),
    `SELECT m.id FROM payment_methods m JOIN stores s ON s.id = m.store_id WHERE s.subdomain = $1 AND m.provider = $2::"PaymentProvider"`,
    [subdomain, provider],
  );
  return row!.id;
}

export const stockOf = async (priceId: number, url?: string) =>
  (await sqlAt<{ quantity: number }>(at(url), "SELECT quantity FROM product_prices WHERE id = $1", [priceId]))[0]!.quantity;
