import { expect } from "vitest";
import { sql } from "./database";
import { converted } from "./money";

// A customer's orders as the tests of the customer API's orders (tests/http/orders-*.test.ts) read
// them: as stored, in the currency they were placed in, and their dates as /order shows them.

export const ORDER_DATE = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} (0[1-9]|1[0-2]):\d{2}:\d{2} (AM|PM)$/;

/** An order as stored: amounts in the store's default currency, with the rate of the currency it was placed in. */
export type StoredOrder = {
  id: number;
  code: string;
  delivery_status: number;
  payment_method_name: string;
  note: string | null;
  sub_total: string;
  total_tax: string;
  total_delivery_cost: string;
  total_discount: string;
  total_payable_amount: string;
  conversion_rate: string;
  currency_code: string;
  /** The store's symbol of the order's currency. */
  symbol: string;
  placed_at: Date;
  timezone: string;
  items: number;
  pickup_point: object | null;
  billing_details: object | null;
  shipping_details: object | null;
};

/** A customer's orders, newest first as /order lists them. */
export const ordersOf = (email: string, where = "true") =>
  sql<StoredOrder>(
    `SELECT o.id, o.code, o.delivery_status, o.payment_method_name, o.note, o.sub_total, o.total_tax, o.total_delivery_cost,
            o.total_discount, o.total_payable_amount, o.conversion_rate, o.currency_code,
            (SELECT cu.symbol FROM currencies cu WHERE cu.store_id = o.store_id AND cu.code = o.currency_code) AS symbol, o.placed_at AT TIME ZONE 'UTC' AS placed_at, s.timezone,
            (SELECT sum(l.quantity)::int FROM order_lines l WHERE l.order_id = o.id) AS items,
            (SELECT json_build_object('id', pp.id, 'name', pp.name, 'address', pp.address, 'phone', pp.phone)
             FROM pickup_points pp WHERE pp.id = o.pickup_point_id) AS pickup_point,
            o.billing_details, o.shipping_details
     FROM orders o JOIN customers c ON c.id = o.customer_id JOIN stores s ON s.id = o.store_id
     WHERE c.email = $1 AND ${where} ORDER BY o.placed_at DESC, o.id DESC`,
    [email],
  );

/** An amount of the order as the customer saw it: in the currency the order was placed in. */
export const shownIn = (order: StoredOrder) => (amount: string) => converted(amount, order.conversion_rate);

/** The customer's orders, of which some were placed in another currency than the store's. */
export async function yasminesOrders() {
  const orders = await ordersOf("customer@example.com");
  expect(orders.filter((o) => Number(o.conversion_rate) !== 1).length).toBeGreaterThan(0);
  return orders;
}
