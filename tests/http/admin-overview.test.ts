import { describe, expect, it } from "vitest";
import { dayStart, sqlDateTime } from "../../lib/format/dates";
import { setForTest } from "../support/arrange";
import { sql } from "../support/database";
import { placeOrder, shopperOf, storeNamed, type StoreRow } from "../support/orders";
import { ISO_MICROS, asOwner, keys, signInOwners } from "../support/owner-calls";

// The dashboard's overview, checked against what the database holds: the expected figures are
// worked out here from the stored orders, their days by Intl's time-zone database (the app asks
// PostgreSQL's), so an answer that is constant, in UTC days, or in the shopper's currency fails.

const DELIVERY = [
  [1, "pending"],
  [2, "confirmed"],
  [3, "shipped"],
  [5, "delivered"],
  [4, "cancelled"],
] as const;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const fromCents = (value: number) => value / 100;

/** `YYYY-MM-DD` `days` later in the calendar. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What the overview of `from`..`to` must say, from the store's orders as stored. */
async function expectedOverview(store: StoreRow, from: string, to: string) {
  const orders = await sql<{ id: number; total: string; delivery_status: number; payment_status: number; placed_at: Date }>(
    "SELECT id, total_payable_amount::text AS total, delivery_status, payment_status, placed_at AT TIME ZONE 'UTC' AS placed_at FROM orders WHERE store_id = $1",
    [store.id],
  );
  const dayOf = (order: { placed_at: Date }) => sqlDateTime(order.placed_at, store.timezone).slice(0, 10);
  const placed = orders.filter((order) => dayOf(order) >= from && dayOf(order) <= to);
  const sold = placed.filter((order) => order.delivery_status !== 4);
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const that = sold.filter((order) => dayOf(order) === day);
    days.push({ date: day, sales: fromCents(that.reduce((sum, order) => sum + cents(order.total), 0)), orders: that.length });
  }
  const sales = sold.reduce((sum, order) => sum + cents(order.total), 0);
  const [items] = await sql<{ n: number }>("SELECT coalesce(sum(quantity), 0)::int AS n FROM order_lines WHERE order_id = ANY($1::int[])", [
    sold.map((o) => o.id),
  ]);
  const count = (status: number, key: "delivery_status" | "payment_status") => placed.filter((order) => order[key] === status).length;
  return {
    sold,
    days,
    totals: {
      sales: fromCents(sales),
      orders: sold.length,
      average_order_value: sold.length ? fromCents(Math.round(sales / sold.length)) : 0,
      items_sold: items!.n,
      cancelled_orders: count(4, "delivery_status"),
    },
    orders_by_status: {
      delivery: DELIVERY.map(([status, label]) => ({ status, label, count: count(status, "delivery_status") })),
      payment: [
        { status: 1, label: "paid", count: count(1, "payment_status") },
        { status: 2, label: "unpaid", count: count(2, "payment_status") },
      ],
    },
  };
}

const today = (store: StoreRow) => sqlDateTime(new Date(), store.timezone).slice(0, 10);

describe("GET /overview", () => {
  it("answers the last 30 days of the store's time zone, every day present, with the figures the database holds", async () => {
    const { demo } = await signInOwners();
    const store = await storeNamed("demo");
    // An order now, so that the range holds sales whatever day the suite runs, and one in the first
    // half hour of today there: the embedded database's own time-zone rules would put it yesterday.
    const shopper = await shopperOf();
    await placeOrder(shopper, { quantity: 3 });
    const earlyToday = await placeOrder(shopper, { placedAt: new Date(dayStart(today(store), store.timezone).getTime() + 30 * 60_000) });
    const reply = await asOwner(demo, "GET", "/api/overview");
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const { data } = reply.json;
    expect(keys(data)).toEqual([
      "abandoned_carts",
      "currency",
      "days",
      "from",
      "low_stock",
      "onboarding",
      "orders_by_status",
      "recent_activity",
      "recent_orders",
      "timezone",
      "to",
      "top_products",
      "totals",
    ]);
    const to = today(store);
    const from = addDays(to, -29);
    expect(data).toMatchObject({ from, to, timezone: "Africa/Casablanca", currency: { code: "MAD", symbol: "DH" } });
    const expected = await expectedOverview(store, from, to);
    expect(expected.sold.length, "seed orders in the last 30 days").toBeGreaterThan(3);
    expect(data.days).toHaveLength(30);
    expect(data.days).toEqual(expected.days);
    expect(data.days.at(-1).sales).toBeGreaterThanOrEqual(Number(earlyToday.total));
    expect(data.totals).toEqual(expected.totals);
    expect(data.orders_by_status).toEqual(expected.orders_by_status);
  });

  it("adds an order placed in another currency at its amount in the store's default currency, and leaves cancelled ones out of sales", async () => {
    const { demo } = await signInOwners();
    const store = await storeNamed("demo");
    const shopper = await shopperOf();
    const before = (await asOwner(demo, "GET", "/api/overview")).json.data.totals;
    // 10 % of a dirham is a dollar: the shopper paid a tenth of what the store books.
    const dollars = await placeOrder(shopper, { currency: "USD", rate: "0.1", quantity: 4 });
    await placeOrder(shopper, { deliveryStatus: 4 });
    const after = (await asOwner(demo, "GET", "/api/overview")).json.data;
    expect(fromCents(cents(String(after.totals.sales)) - cents(String(before.sales)))).toBe(Number(dollars.total));
    expect(after.totals.orders).toBe(before.orders + 1);
    expect(after.totals.cancelled_orders).toBe(before.cancelled_orders + 1);
    expect(after.totals).toEqual((await expectedOverview(store, after.from, after.to)).totals);
  });

  it("counts an order on the day it was placed in the store's time zone", async () => {
    const { demo } = await signInOwners();
    const store = await storeNamed("demo");
    // 23:30 UTC on 10 May 2025 is 00:30 on the 11th in Casablanca (UTC+1 then).
    const order = await placeOrder(await shopperOf(), { placedAt: new Date("2025-05-10T23:30:00Z") });
    const reply = await asOwner(demo, "GET", "/api/overview?from=2025-05-10&to=2025-05-11");
    const expected = await expectedOverview(store, "2025-05-10", "2025-05-11");
    expect(reply.json.data.days).toEqual(expected.days);
    expect(reply.json.data.days[1]).toEqual({ date: "2025-05-11", sales: Number(order.total), orders: 1 });
    expect(reply.json.data.days[0].orders).toBe(0);
  });

  it("ranks the products sold most in the range, and lists the stock at or below its alert", async () => {
    const { demo } = await signInOwners();
    const store = await storeNamed("demo");
    const reply = await asOwner(demo, "GET", "/api/overview?from=2020-01-01&to=2020-12-31");
    expect(reply.json.data.top_products).toEqual([]);
    expect(reply.json.data.totals).toEqual({ sales: 0, orders: 0, average_order_value: 0, items_sold: 0, cancelled_orders: 0 });
    expect(reply.json.data.days).toHaveLength(366);

    const to = today(store);
    const from = addDays(to, -120);
    const { sold } = await expectedOverview(store, from, to);
    const top = await sql<{ product_id: number; quantity: number; sales: string }>(
      `SELECT product_id, sum(quantity)::int AS quantity, sum(unit_price * quantity)::text AS sales FROM order_lines WHERE order_id = ANY($1::int[])
       GROUP BY product_id ORDER BY sum(quantity) DESC, sum(unit_price * quantity) DESC, product_id LIMIT 5`,
      [sold.map((o) => o.id)],
    );
    const ranked = (await asOwner(demo, "GET", `/api/overview?from=${from}&to=${to}`)).json.data.top_products;
    expect(ranked.map((p: { product_id: number; quantity: number; sales: number }) => [p.product_id, p.quantity, p.sales])).toEqual(
      top.map((p) => [p.product_id, p.quantity, Number(p.sales)]),
    );
    expect(keys(ranked[0])).toEqual(["name", "permalink", "product_id", "quantity", "sales"]);

    const [row] = await sql<{ id: number; product_id: number; sku: string }>(
      `SELECT pr.id, pr.product_id, pr.sku FROM product_prices pr WHERE pr.store_id = $1 AND pr.variant_key = ''
         AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = pr.product_id AND v.variant_key <> '') ORDER BY pr.id LIMIT 1`,
      [store.id],
    );
    await setForTest("product_prices", row!.id, { quantity: 0 });
    const [low] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_prices pr JOIN products p ON p.id = pr.product_id
       WHERE pr.store_id = $1 AND pr.quantity <= p.low_stock_quantity_alert AND p.status <> 3
         AND (pr.variant_key <> '' OR NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = pr.product_id AND v.variant_key <> ''))`,
      [store.id],
    );
    const stock = (await asOwner(demo, "GET", "/api/overview")).json.data.low_stock;
    expect(stock.total).toBe(low!.n);
    expect(stock.items).toContainEqual(expect.objectContaining({ product_id: row!.product_id, sku: row!.sku, variant_key: "", quantity: 0 }));
    expect(stock.items[0].quantity).toBe(0);

    // A deleted product is no longer sold: its stock is nobody's concern.
    const created = await asOwner(demo, "POST", "/api/products", { name: "Soon gone", price: 10, stock: 0 });
    expect(created.status).toBe(201);
    const id = created.json.data.id as number;
    const listed = (await asOwner(demo, "GET", "/api/overview")).json.data.low_stock;
    expect(listed.total).toBe(low!.n + 1);
    expect((await asOwner(demo, "DELETE", `/api/products/${id}`)).status).toBe(200);
    expect((await asOwner(demo, "GET", "/api/overview")).json.data.low_stock.total).toBe(low!.n);
    await sql("DELETE FROM products WHERE id = $1", [id]);
  });

  it("shows the latest orders and the owners' latest writes", async () => {
    const { demo } = await signInOwners();
    const order = await placeOrder(await shopperOf());
    expect((await asOwner(demo, "PUT", `/api/orders/${order.id}/read`)).status).toBe(200);
    const { data } = (await asOwner(demo, "GET", "/api/overview")).json;
    const listed = (await asOwner(demo, "GET", "/api/orders?per_page=5")).json.data;
    expect(data.recent_orders).toEqual(listed);
    expect(data.recent_orders[0].id).toBe(order.id);
    const [owner] = await sql<{ id: number; name: string }>("SELECT id, name FROM owners WHERE email = 'owner@example.com'");
    expect(data.recent_activity[0]).toEqual({
      id: expect.any(Number),
      action: "PUT /api/orders/{id}/read",
      entity: "orders",
      entity_id: order.id,
      owner: { id: owner!.id, name: owner!.name },
      created_at: expect.stringMatching(ISO_MICROS),
    });
  });

  it("shows each owner their own store, in its currency and time zone", async () => {
    const { acme } = await signInOwners();
    const store = await storeNamed("acme");
    const to = today(store);
    const from = addDays(to, -365);
    const { data } = (await asOwner(acme, "GET", `/api/overview?from=${from}&to=${to}`)).json;
    expect(data).toMatchObject({ from, to, timezone: "America/Denver", currency: { code: "USD", symbol: "$" } });
    expect(data.totals).toEqual((await expectedOverview(store, from, to)).totals);
    const latest = await sql<{ id: number }>("SELECT id FROM orders WHERE store_id = $1 ORDER BY placed_at DESC, id DESC LIMIT 5", [store.id]);
    expect(data.recent_orders.map((o: { id: number }) => o.id)).toEqual(latest.map((o) => o.id));
  });

  it("refuses a range that is not one, or longer than a year, and answers 401 without a token", async () => {
    const { demo } = await signInOwners();
    for (const [query, field] of [
      ["from=2025-02-30", "from"],
      ["to=2025-1-01", "to"],
      ["from=2025-05-02&to=2025-05-01", "to"],
      ["from=2024-01-01&to=2025-01-01", "from"],
    ]) {
      const reply = await asOwner(demo, "GET", `/api/overview?${query}`);
      expect(reply.status, query).toBe(422);
      expect(keys(reply.json.errors), query).toEqual([field]);
    }
    expect((await asOwner(demo, "GET", "/api/overview?from=2023-12-31&to=2024-12-30")).status, "a leap year's 366 days").toBe(200);
    // One end given: the 30 days from it, or ending then.
    expect((await asOwner(demo, "GET", "/api/overview?from=2025-02-15")).json.data).toMatchObject({ from: "2025-02-15", to: "2025-03-16" });
    expect((await asOwner(demo, "GET", "/api/overview?to=2025-03-16")).json.data).toMatchObject({ from: "2025-02-15", to: "2025-03-16" });
    expect((await asOwner(undefined, "GET", "/api/overview")).status).toBe(401);
  });
});
