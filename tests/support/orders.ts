import { onTestFinished } from "vitest";
import { formatPrice } from "../../lib/money/price-format";
import { freshShopper, type Shopper } from "./arrange";
import { sql } from "./database";

// Orders of a test's own: the tests of the owner's orders, customers and overview change states,
// stock and read marks, and the seed's orders stay as the other files read them.

/** `YYYY-MM-DD HH:MM:SS`, the documented routes' dates. */
export const SQL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export type StoreRow = { id: number; timezone: string; currency_code: string };

export async function storeNamed(subdomain: string): Promise<StoreRow> {
  const [store] = await sql<StoreRow>("SELECT id, timezone, currency_code FROM stores WHERE subdomain = $1", [subdomain]);
  return store!;
}

/** A customer of the store, registered for the test, with their id. */
export async function shopperOf(host = "demo.localhost"): Promise<Shopper & { id: number; storeId: number }> {
  const shopper = await freshShopper(host);
  const [row] = await sql<{ id: number; store_id: number }>(
    "SELECT id, store_id FROM customers WHERE email = $1 AND store_id = (SELECT id FROM stores WHERE subdomain = $2)",
    [shopper.email, host.split(".")[0]],
  );
  return { ...shopper, id: row!.id, storeId: row!.store_id };
}

/** A product's own price row (no variants) of the store, with stock to spare. */
export async function simplePriceRow(storeId: number) {
  const [row] = await sql<{ id: number; product_id: number; unit_price: string; quantity: number; name: string; slug: string }>(
    `SELECT pr.id, pr.product_id, pr.unit_price::text, pr.quantity, p.name, p.slug FROM product_prices pr JOIN products p ON p.id = pr.product_id
     WHERE pr.store_id = $1 AND pr.variant_key = '' AND p.status = 1 AND pr.quantity > 10
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = pr.product_id AND v.variant_key <> '')
     ORDER BY pr.id LIMIT 1`,
    [storeId],
  );
  return row!;
}

export type PlacedOrder = { id: number; code: string; total: string };

/**
 * An order of the customer as checkout writes one, removed when the test ends: one line of
 * `quantity` on the price row, amounts in the store's default currency, and the rate of the
 * currency it was placed in.
 */
export async function placeOrder(
  customer: { id: number; storeId: number },
  options: { quantity?: number; currency?: string; rate?: string; placedAt?: Date; deliveryStatus?: number; paymentStatus?: number } = {},
): Promise<PlacedOrder> {
  const price = await simplePriceRow(customer.storeId);
  const quantity = options.quantity ?? 2;
  const code = `T-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`.toUpperCase();
  const [order] = await sql<{ id: number; total: string }>(
    `INSERT INTO orders (store_id, customer_id, code, payment_status, delivery_status, payment_method_name, currency_code, conversion_rate,
                         sub_total, total_payable_amount, placed_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'Cash On Delivery', $6, $7, $8::numeric * $9, $8::numeric * $9, $10, $10, now())
     RETURNING id, total_payable_amount::text AS total`,
    [
      customer.storeId,
      customer.id,
      code,
      options.paymentStatus ?? 2,
      options.deliveryStatus ?? 1,
      options.currency ?? (await storeCurrency(customer.storeId)),
      options.rate ?? "1",
      price.unit_price,
      quantity,
      options.placedAt ?? new Date(),
    ],
  );
  onTestFinished(async () => {
    await sql("DELETE FROM orders WHERE id = $1", [order!.id]);
  });
  await sql(
    `INSERT INTO order_lines (store_id, order_id, product_id, product_price_id, name, permalink, unit_price, quantity, delivery_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [customer.storeId, order!.id, price.product_id, price.id, price.name, price.slug, price.unit_price, quantity, options.deliveryStatus ?? 1],
  );
  await sql("INSERT INTO tracking_events (store_id, order_id, message) VALUES ($1, $2, 'Order placed')", [customer.storeId, order!.id]);
  return { id: order!.id, code, total: order!.total };
}

async function storeCurrency(storeId: number) {
  const [store] = await sql<{ currency_code: string }>("SELECT currency_code FROM stores WHERE id = $1", [storeId]);
  return store!.currency_code;
}

/** What the order holds now: its states, tracking messages, and the stock of the price row its line took. */
export async function orderState(orderId: number) {
  const [state] = await sql<{ delivery_status: number; payment_status: number; read_at: Date | null; updated_at: Date; messages: string[]; stock: number }>(
    `SELECT o.delivery_status, o.payment_status, o.read_at, o.updated_at,
            array(SELECT t.message FROM tracking_events t WHERE t.order_id = o.id ORDER BY t.created_at, t.id) AS messages,
            (SELECT pr.quantity FROM order_lines l JOIN product_prices pr ON pr.id = l.product_price_id WHERE l.order_id = o.id LIMIT 1) AS stock
     FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  return state!;
}

/** An order of the other seeded store, for the 404s of another store's record. */
export async function orderOf(subdomain: string): Promise<number> {
  const [order] = await sql<{ id: number }>("SELECT o.id FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.subdomain = $1 ORDER BY o.id LIMIT 1", [
    subdomain,
  ]);
  return order!.id;
}

/** The documented 404 of an order that is not the owner's store's. */
export const ORDER_NOT_FOUND = { success: false, message: "Order not found." };

/** An amount of the order's currency as the store's pages and documents write it in `language`, its spaces plain (as read from a PDF). */
export async function writtenAmount(orderId: number, amount: number | string, language = "en"): Promise<string> {
  const [currency] = await sql<{ code: string; symbol: string }>(
    "SELECT o.currency_code AS code, c.symbol FROM orders o JOIN currencies c ON c.store_id = o.store_id AND c.code = o.currency_code WHERE o.id = $1",
    [orderId],
  );
  return plainSpaces(formatPrice(Number(amount), currency!, language));
}

/** Text with every run of spaces (no-break ones too) one plain space. */
export const plainSpaces = (text: string) => text.replace(/\s+/g, " ");
