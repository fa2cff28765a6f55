import { afterAll } from "vitest";
import { setForTest } from "./arrange";
import { buyers, PICKUP, plainPriceRow } from "./checkout";
import { sql } from "./database";
import { post, type CallOptions } from "./http";

// POST /make-payment as its tests (tests/http/checkout-*.test.ts) call it: buyers and products of the
// test's own, and the orders a customer holds. Every customer made here is removed after the
// calling file's tests (removingBuyers).

const made: number[] = [];

/** Removes the customers the calling file made, with their orders, after its tests. */
export function removingBuyers() {
  afterAll(() => sql("DELETE FROM customers WHERE id = ANY($1::int[])", [made]));
}

/** Buyers of the store, removed with their orders at the end. */
export async function buyersOf(subdomain: string, n: number) {
  const written = await buyers(subdomain, n);
  made.push(...written.map((b) => b.id));
  return written;
}

/** A plain product of the store whose stock the test sets, and gets back when it ends. */
export async function plainProduct(subdomain: string, stock: number) {
  const row = await plainPriceRow(subdomain);
  await setForTest("product_prices", row.id, { quantity: stock });
  return row;
}

/** Collected at a pickup point unless the body says how it ships (PICKUP). */
export const pay = (token: string | undefined, body: object, opts: CallOptions = {}) => post("/api/make-payment", { ...PICKUP, ...body }, { ...opts, token });

export const ordersOfCustomer = (customerId: number) =>
  sql<{ id: number; code: string; payment_status: number; delivery_status: number; total_payable_amount: string; currency_code: string }>(
    "SELECT id, code, payment_status, delivery_status, total_payable_amount::text, currency_code FROM orders WHERE customer_id = $1 ORDER BY id",
    [customerId],
  );

export async function customerId(email: string) {
  const [row] = await sql<{ id: number }>("SELECT id FROM customers WHERE email = $1", [email]);
  made.push(row!.id);
  return row!.id;
}
