import type pg from "pg";
import { benchCustomerToken, benchHost, CUSTOMERS } from "./large-catalog";

// The checkout scenario: signed-in customers of every store placing Cash On Delivery orders of one
// to three published products, one to three of each, through /make-payment, and the check after
// a run that the database holds exactly what was answered: an order for every 200, none for
// anything else, and each product's stock lower by the quantities of the orders answered 200.

type Item = { id: number; quantity: number };
export type Purchase = { host: string; path: string; token: string; method: "POST"; body: string; items: Item[] };
export type Answered = { orderId: number; items: Item[] };

const random = (n: number) => Math.floor(Math.random() * n);

/** A purchase at random: a store, one of its customers, and products of its catalog. */
export async function purchases(client: pg.Client): Promise<() => Purchase> {
  const { rows } = await client.query<{ store: number; method: number; products: number[] }>(
    `SELECT substring(s.subdomain FROM 6)::int AS store, m.id AS method,
            (SELECT array_agg(p.id) FROM products p WHERE p.store_id = s.id AND p.status = 1) AS products
     FROM stores s JOIN payment_methods m ON m.store_id = s.id AND m.provider = 'COD' WHERE s.subdomain ~ '^bench\\d+$'`,
  );
  return () => {
    const { store, method, products } = rows[random(rows.length)]!;
    const ids = new Set(Array.from({ length: 1 + random(3) }, () => products[random(products.length)]!));
    const items = [...ids].map((id) => ({ id, quantity: 1 + random(3) }));
    return {
      host: benchHost(store),
      path: "/api/make-payment",
      token: benchCustomerToken(store, 1 + random(CUSTOMERS)),
      method: "POST",
      body: JSON.stringify({ payment_method_id: method, items, phone: "0600000000", address: "1 Rue du Test, Casablanca", shipping_type: "pickup_delivery" }),
      items,
    };
  };
}

/** What the check compares with: the last order's id, and every bench product's stock. */
export type Snapshot = { lastOrder: number; stock: Map<number, number> };

export async function snapshot(client: pg.Client): Promise<Snapshot> {
  const { rows: last } = await client.query<{ id: number }>("SELECT coalesce(max(id), 0) AS id FROM orders");
  const { rows: stock } = await client.query<{ product_id: number; quantity: number }>(
    "SELECT product_id, quantity FROM product_prices WHERE variant_key = '' AND store_id IN (SELECT id FROM stores WHERE subdomain ~ '^bench\\d+$')",
  );
  return { lastOrder: last[0]!.id, stock: new Map(stock.map((row) => [row.product_id, row.quantity])) };
}

/** What differs from the answers given since `before`: nothing when the run kept its word. */
export async function discrepancies(client: pg.Client, before: Snapshot, answered: Answered[]): Promise<string[]> {
  const after = await snapshot(client);
  const { rows } = await client.query<{ id: number }>("SELECT id FROM orders WHERE id > $1", [before.lastOrder]);
  const stored = new Set(rows.map((row) => row.id));
  const said = new Set(answered.map((a) => a.orderId));
  const problems: string[] = [];
  const unanswered = [...stored].filter((id) => !said.has(id));
  const missing = [...said].filter((id) => !stored.has(id));
  if (unanswered.length) problems.push(`${unanswered.length} orders without a 200`);
  if (missing.length) problems.push(`${missing.length} orders answered 200 missing`);
  if (said.size !== answered.length) problems.push(`${answered.length - said.size} order ids answered twice`);
  const taken = new Map<number, number>();
  for (const { items } of answered) for (const { id, quantity } of items) taken.set(id, (taken.get(id) ?? 0) + quantity);
  const wrong = [...before.stock].filter(([id, quantity]) => quantity - after.stock.get(id)! !== (taken.get(id) ?? 0));
  if (wrong.length) problems.push(`${wrong.length} products whose stock moved by other than the quantities answered 200`);
  return problems;
}
