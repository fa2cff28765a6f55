import type { Shopper } from "./arrange";
import { selectionOf, type PriceRow } from "./catalog";
import { sql } from "./database";
import { post } from "./http";

// The cart's tests (tests/http/cart-*.test.ts) as they share them: a shopper's lines as the database
// holds them, a plain product of the demo store, and an add of a product's variant.

export type StoredLine = { id: number; product_id: number; color_id: number | null; variant_key: string; quantity: number; updated_at: Date };

/** The shopper's cart lines as the database holds them, oldest first: what an answer could not hide. */
export const storedLines = (shopper: Shopper) =>
  sql<StoredLine>(
    `SELECT l.id, l.product_id, l.color_id, l.variant_key, l.quantity, l.updated_at FROM cart_lines l
     JOIN carts c ON c.id = l.cart_id JOIN customers u ON u.id = c.customer_id WHERE u.email = $1 ORDER BY l.id`,
    [shopper.email],
  );

export const simpleProduct = async () =>
  (
    await sql<{ id: number; name: string; min: number; max: number; stock: number; price_id: number; unit_price: string }>(
      `SELECT p.id, p.name, p.min_item_on_purchase AS min, p.max_item_on_purchase AS max, pr.quantity AS stock, pr.id AS price_id, pr.unit_price
     FROM products p JOIN stores s ON s.id = p.store_id JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE s.subdomain = 'demo' AND p.status = 1 AND p.kind = 'STANDARD' AND p.min_item_on_purchase = 1 AND pr.quantity >= 5
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '')
     ORDER BY p.id LIMIT 1`,
    )
  )[0]!;

export const addVariant = async (shopper: Shopper, productId: number, price: PriceRow, color: number, quantity: number) =>
  post("/api/cart/add", { product_id: productId, quantity, color, variant: await selectionOf(price.variant_key) }, { token: shopper.token });
