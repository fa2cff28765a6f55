import { describe, expect, it } from "vitest";
import { sqlDateTime } from "../../lib/format/dates";
import { sql } from "../support/database";
import { call } from "../support/http";
import { converted } from "../support/money";
import { placeOrder, shopperOf, SQL_DATE, storeNamed } from "../support/orders";
import { ISO_MICROS, asOwner, keys, signInOwners } from "../support/owner-calls";
import { MANAGED_ORDER_KEYS } from "../support/admin-orders";

// The owner's orders on the administration API, listed: the documented /get-all-orders, and the
// management list with its filters.

type Stored = {
  id: number;
  total: string;
  rate: string;
  currency_code: string;
  code: string;
  placed_at: Date;
  read_at: Date | null;
  delivery_status: number;
  payment_status: number;
  customer_name: string;
  customer_id: number;
  lines: number;
};

/** The store's orders, newest first, as the database holds them. */
const ordersOfStore = (storeId: number) =>
  sql<Stored>(
    `SELECT o.id, o.total_payable_amount::text AS total, o.conversion_rate::text AS rate, o.currency_code, o.code, o.placed_at AT TIME ZONE 'UTC' AS placed_at, o.read_at AT TIME ZONE 'UTC' AS read_at,
            o.delivery_status, o.payment_status, c.name AS customer_name, o.customer_id,
            (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines
     FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.store_id = $1 ORDER BY o.placed_at DESC, o.id DESC`,
    [storeId],
  );

const PAGINATOR_KEYS = [
  "current_page",
  "data",
  "first_page_url",
  "from",
  "last_page",
  "last_page_url",
  "links",
  "next_page_url",
  "path",
  "per_page",
  "prev_page_url",
  "to",
  "total",
];
const ORDER_KEYS = [
  "created_at",
  "currency_code",
  "customer_id",
  "customer_name",
  "delivery_status",
  "guest_customer",
  "guest_customer_id",
  "id",
  "order_code",
  "payment_status",
  "read_at",
  "total_payable_amount",
  "total_product",
];

describe("GET /get-all-orders", () => {
  it("answers Laravel's paginator of the store's orders, newest first, 10 a page, with the documented digit strings", async () => {
    const { demo } = await signInOwners();
    const store = await storeNamed("demo");
    const stored = await ordersOfStore(store.id);
    expect(stored.length).toBeGreaterThan(10);

    const reply = await asOwner(demo, "GET", "/api/get-all-orders");
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const page = reply.json.data;
    expect(keys(page)).toEqual(PAGINATOR_KEYS);
    expect(page).toMatchObject({
      current_page: 1,
      from: 1,
      to: 10,
      per_page: 10,
      total: stored.length,
      last_page: Math.ceil(stored.length / 10),
      prev_page_url: null,
    });
    expect(page.path).toMatch(/^http:\/\/localhost:\d+\/api\/get-all-orders$/);
    expect(page.first_page_url).toBe(`${page.path}?page=1`);
    expect(page.next_page_url).toBe(`${page.path}?page=2`);
    expect(page.links[0]).toEqual({ url: null, label: "&laquo; Previous", active: false });
    expect(page.links.at(-1)).toEqual({ url: `${page.path}?page=2`, label: "Next &raquo;", active: false });
    for (const order of page.data) expect(keys(order)).toEqual(ORDER_KEYS);
    expect(page.data).toEqual(
      stored.slice(0, 10).map((order) => ({
        id: order.id,
        total_payable_amount: converted(order.total, order.rate).toFixed(2),
        order_code: order.code,
        created_at: sqlDateTime(order.placed_at, store.timezone),
        read_at: order.read_at ? sqlDateTime(order.read_at, store.timezone) : null,
        delivery_status: String(order.delivery_status),
        payment_status: String(order.payment_status),
        customer_name: order.customer_name,
        guest_customer: null,
        customer_id: String(order.customer_id),
        guest_customer_id: null,
        total_product: String(order.lines),
        currency_code: order.currency_code,
      })),
    );
    expect(page.data[0].created_at).toMatch(SQL_DATE);
    expect(new Set(stored.map((order) => order.lines)).size, "orders of one line and of several").toBeGreaterThan(1);

    const second = (await asOwner(demo, "GET", "/api/get-all-orders?page=2&per_page=5")).json.data;
    expect(second.data.map((o: { id: number }) => o.id)).toEqual(stored.slice(5, 10).map((o) => o.id));
    expect(second).toMatchObject({ from: 6, to: 10, per_page: 5 });
    const past = (await asOwner(demo, "GET", `/api/get-all-orders?page=${stored.length}`)).json.data;
    expect(past).toMatchObject({ data: [], from: null, to: null, next_page_url: null });
  });

  it("shows each owner their own store's orders only", async () => {
    const owners = await signInOwners();
    const acme = await storeNamed("acme");
    const reply = await asOwner(owners.acme, "GET", "/api/get-all-orders?per_page=100");
    expect(reply.json.data.data.map((o: { id: number }) => o.id)).toEqual((await ordersOfStore(acme.id)).map((o) => o.id));
  });

  it("refuses without an owner's token, and bad pages", async () => {
    const { demo } = await signInOwners();
    const customer = (await shopperOf()).token;
    for (const token of [undefined, customer, "own_not-a-token"]) {
      const reply = await asOwner(token, "GET", "/api/get-all-orders");
      expect(reply.status).toBe(401);
      expect(reply.json).toEqual({ success: false, message: "Unauthenticated." });
    }
    for (const query of ["page=0", "per_page=101", "page=x"]) expect((await asOwner(demo, "GET", `/api/get-all-orders?${query}`)).status, query).toBe(422);
  });
});

describe("GET /orders", () => {
  it("lists in shape D what the filters select, and its page links keep the filters", async () => {
    const { demo } = await signInOwners();
    const store = await storeNamed("demo");
    const all = await ordersOfStore(store.id);
    const reply = await asOwner(demo, "GET", "/api/orders");
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "success"]);
    expect(reply.json.meta).toMatchObject({ per_page: 20, total: all.length });
    expect(reply.json.data.map((o: { id: number }) => o.id)).toEqual(all.slice(0, 20).map((o) => o.id));
    const [first] = reply.json.data;
    expect(keys(first)).toEqual(MANAGED_ORDER_KEYS);
    expect(keys(first.customer)).toEqual(["email", "id", "name"]);
    expect(first.placed_at).toMatch(ISO_MICROS);

    for (const [filter, column] of [
      ["delivery_status=3", "delivery_status"],
      ["payment_status=1", "payment_status"],
    ] as const) {
      const value = Number(filter.split("=")[1]);
      const listed = await asOwner(demo, "GET", `/api/orders?${filter}&per_page=100`);
      const expected = all.filter((o) => o[column] === value).map((o) => o.id);
      expect(expected.length, filter).toBeGreaterThan(0);
      expect(
        listed.json.data.map((o: { id: number }) => o.id),
        filter,
      ).toEqual(expected);
    }

    const filtered = await asOwner(demo, "GET", "/api/orders?delivery_status=5&per_page=2");
    const { links, meta } = filtered.json;
    expect(meta.path).toMatch(/^http:\/\/localhost:\d+\/api\/orders$/);
    expect(links.next).toBe(`${meta.path}?per_page=2&delivery_status=5&page=2`);
    const next = await call("GET", new URL(links.next).pathname + new URL(links.next).search, { host: "localhost", token: demo });
    expect(next.json.data.every((o: { delivery_status: number }) => o.delivery_status === 5)).toBe(true);
  });

  it("finds orders by code, and by their customer's name or e-mail in any case", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const order = await placeOrder(shopper);
    const search = async (text: string) =>
      (await asOwner(demo, "GET", `/api/orders?search=${encodeURIComponent(text)}&per_page=100`)).json.data.map((o: { id: number }) => o.id);
    expect(await search(order.code.toLowerCase())).toEqual([order.id]);
    expect(await search(shopper.email.split("@")[0]!.toUpperCase())).toEqual([order.id]);
    const [yasmine] = await sql<{ id: number; n: number }>(
      "SELECT c.id, (SELECT count(*)::int FROM orders o WHERE o.customer_id = c.id) AS n FROM customers c WHERE c.email = 'customer@example.com'",
    );
    const named = await sql<{ name: string }>("SELECT name FROM customers WHERE id = $1", [yasmine!.id]);
    const byName = await search(named[0]!.name.split(" ")[0]!.toLowerCase());
    expect(byName.length).toBeGreaterThanOrEqual(yasmine!.n);
    // Wildcards of LIKE are taken as they are written.
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });

  it("selects the days placed in the store's time zone, both days included", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    // Casablanca is on UTC+1 in May 2025 and on UTC+0 during Ramadan (March 2025): the same
    // 23:30 UTC is the next day there in May, and the same day in March.
    const may = await placeOrder(shopper, { placedAt: new Date("2025-05-10T23:30:00Z") });
    const march = await placeOrder(shopper, { placedAt: new Date("2025-03-10T23:30:00Z") });
    const between = async (from: string, to: string) =>
      (await asOwner(demo, "GET", `/api/orders?customer_id=${shopper.id}&from=${from}&to=${to}`)).json.data.map((o: { id: number }) => o.id);
    expect(await between("2025-05-11", "2025-05-11")).toEqual([may.id]);
    expect(await between("2025-05-10", "2025-05-10")).toEqual([]);
    expect(await between("2025-03-10", "2025-03-10")).toEqual([march.id]);
    expect(await between("2025-03-10", "2025-05-11")).toEqual([may.id, march.id]);
    const since = await asOwner(demo, "GET", `/api/orders?customer_id=${shopper.id}&from=2025-04-01`);
    expect(since.json.data.map((o: { id: number }) => o.id)).toEqual([may.id]);
  });

  it("refuses bad filters with a 422 naming them, and answers 401 without a token", async () => {
    const { demo } = await signInOwners();
    for (const [query, field] of [
      ["delivery_status=6", "delivery_status"],
      ["payment_status=0", "payment_status"],
      ["from=2025-02-30", "from"],
      ["to=2025-13-01", "to"],
      ["from=2025-05-02&to=2025-05-01", "to"],
      ["customer_id=abc", "customer_id"],
      [`search=${"x".repeat(101)}`, "search"],
    ]) {
      const reply = await asOwner(demo, "GET", `/api/orders?${query}`);
      expect(reply.status, query).toBe(422);
      expect(keys(reply.json.errors), query).toEqual([field]);
    }
    expect((await asOwner(undefined, "GET", "/api/orders")).status).toBe(401);
  });

  it("finds nothing of another store's customer", async () => {
    const { acme } = await signInOwners();
    const shopper = await shopperOf();
    await placeOrder(shopper);
    const reply = await asOwner(acme, "GET", `/api/orders?customer_id=${shopper.id}`);
    expect(reply.json.data).toEqual([]);
  });
});
