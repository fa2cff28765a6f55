import { describe, expect, it } from "vitest";
import { sqlDateTime } from "../../lib/format/dates";
import { sql } from "../support/database";
import { call, get, post } from "../support/http";
import { converted } from "../support/money";
import { ORDER_NOT_FOUND, orderOf, orderState, placeOrder, shopperOf, SQL_DATE, storeNamed } from "../support/orders";
import { ISO_MICROS, asOwner, keys, signInOwners } from "../support/owner-calls";

// The owner's orders on the administration API: the documented /get-all-orders, and the management
// routes that list, show and move them along their states.

type Stored = {
  id: number;
  total: string;
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
    `SELECT o.id, o.total_payable_amount::text AS total, o.code, o.placed_at AT TIME ZONE 'UTC' AS placed_at, o.read_at AT TIME ZONE 'UTC' AS read_at,
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

const MANAGED_ORDER_KEYS = [
  "currency_code",
  "customer",
  "delivery_status",
  "delivery_status_label",
  "id",
  "items_count",
  "lines_count",
  "order_code",
  "payment_method",
  "payment_status",
  "payment_status_label",
  "placed_at",
  "read_at",
  "total_in_default_currency",
  "total_payable_amount",
];
const DETAIL_KEYS = [
  ...MANAGED_ORDER_KEYS,
  "billing_details",
  "cancelled_at",
  "conversion_rate",
  "coupon",
  "lines",
  "next_delivery_statuses",
  "next_payment_statuses",
  "note",
  "payments",
  "pickup_point",
  "shipping_details",
  "sub_total",
  "total_delivery_cost",
  "total_discount",
  "total_tax",
  "tracking",
].sort();

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
        total_payable_amount: Number(order.total).toFixed(2),
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

describe("GET /orders/{id}", () => {
  it("shows the order in the currency it was placed in, with its total in the default currency, lines, payments and history", async () => {
    const { demo } = await signInOwners();
    const [order] = await sql<{ id: number; rate: string; currency_code: string; total: string; sub_total: string; lines: number }>(
      `SELECT o.id, o.conversion_rate::text AS rate, o.currency_code, o.total_payable_amount::text AS total, o.sub_total::text,
              (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines
       FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.subdomain = 'demo' AND o.conversion_rate <> 1
         AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id) ORDER BY o.id LIMIT 1`,
    );
    const reply = await asOwner(demo, "GET", `/api/orders/${order!.id}`);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const { data } = reply.json;
    expect(keys(data)).toEqual(DETAIL_KEYS);
    expect(data).toMatchObject({
      id: order!.id,
      currency_code: order!.currency_code,
      conversion_rate: String(Number(order!.rate)),
      total_payable_amount: converted(order!.total, order!.rate),
      sub_total: converted(order!.sub_total, order!.rate),
      total_in_default_currency: Number(order!.total),
      lines_count: order!.lines,
    });
    expect(keys(data.customer)).toEqual(["email", "id", "name", "phone", "status"]);
    expect(keys(data.lines[0])).toEqual([
      "delivered_at",
      "delivery_status",
      "id",
      "image",
      "name",
      "permalink",
      "product_id",
      "quantity",
      "return_status",
      "shipping_cost",
      "tax",
      "unit_price",
      "variant",
    ]);
    expect(keys(data.payments[0])).toEqual(["amount", "created_at", "currency_code", "id", "provider", "provider_ref", "status"]);
    expect(data.payments[0].currency_code).toBe(order!.currency_code);
    expect(keys(data.tracking[0])).toEqual(["created_at", "id", "message", "order_line_id"]);
    expect(data.tracking[0].created_at).toMatch(ISO_MICROS);
  });

  it("is a 404 for another store's order, as for an id that does not exist, both ways", async () => {
    const owners = await signInOwners();
    const missing = await asOwner(owners.demo, "GET", "/api/orders/2147483647");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual(ORDER_NOT_FOUND);
    for (const [token, other] of [
      [owners.demo, await orderOf("acme")],
      [owners.acme, await orderOf("demo")],
    ] as const) {
      const reply = await asOwner(token, "GET", `/api/orders/${other}`);
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual(missing.json);
    }
    expect((await asOwner(owners.demo, "GET", "/api/orders/abc")).status).toBe(422);
    expect((await asOwner(undefined, "GET", `/api/orders/${await orderOf("demo")}`)).status).toBe(401);
  });
});

describe("PUT /orders/{id}/delivery-status", () => {
  it("moves an order one step at a time, each step a message the shopper reads in /order-details", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const order = await placeOrder(shopper);
    const history = async () =>
      (await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data.products.data[0].tracking_list.map(
        (t: { message: string }) => t.message,
      );

    const confirmed = await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 2 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toMatchObject({ delivery_status: 2, delivery_status_label: "confirmed", next_delivery_statuses: [3, 4] });
    expect(await history()).toEqual(["Order placed", "Order confirmed."]);

    const message = "Your parcel left with Amana, tracking number AM123456789MA.";
    const shipped = await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: "3", message: `  ${message} ` });
    expect(shipped.json.data).toMatchObject({ delivery_status: 3, next_delivery_statuses: [5] });
    expect(await history()).toEqual(["Order placed", "Order confirmed.", message]);

    const delivered = await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 5 });
    expect(delivered.json.data).toMatchObject({ delivery_status: 5, delivery_status_label: "delivered", next_delivery_statuses: [] });
    expect(delivered.json.data.lines[0].delivered_at).toMatch(ISO_MICROS);
    const details = (await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data;
    expect(details).toMatchObject({ delivery_status: 5, delivery_status_label: "delivered", can_cancel: 0 });
    expect(details.products.data[0]).toMatchObject({ delivery_status: 5, can_return: 1 });
    expect(details.products.data[0].delivered_date).toMatch(SQL_DATE);
    expect(await history()).toEqual(["Order placed", "Order confirmed.", message, "Order delivered."]);

    const [audited] = await sql<{ action: string; entity: string; entity_id: number }>(
      "SELECT action, entity, entity_id FROM audit_log WHERE entity_id = $1 ORDER BY id DESC LIMIT 1",
      [order.id],
    );
    expect(audited).toEqual({ action: "PUT /api/orders/{id}/delivery-status", entity: "orders", entity_id: order.id });
  });

  it("refuses a step the order's state does not allow with a 409, and writes nothing", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const pending = await placeOrder(shopper);
    const shipped = await placeOrder(shopper, { deliveryStatus: 3 });
    for (const [order, status, message] of [
      [pending, 3, "An order that is pending cannot be marked shipped."],
      [pending, 5, "An order that is pending cannot be marked delivered."],
      [shipped, 4, "An order that is shipped cannot be marked cancelled."],
      [shipped, 2, "An order that is shipped cannot be marked confirmed."],
      [shipped, 3, "This order is already shipped."],
    ] as const) {
      const before = await orderState(order.id);
      const reply = await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status });
      expect(reply.status, `${before.delivery_status} to ${status}`).toBe(409);
      expect(reply.json).toEqual({ success: false, message });
      expect(await orderState(order.id)).toEqual(before);
    }
  });

  it("makes one of two changes sent at once, and refuses the other", async () => {
    const { demo } = await signInOwners();
    const order = await placeOrder(await shopperOf());
    const before = await orderState(order.id);
    const answers = await Promise.all([1, 2].map(() => asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 2 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json).toEqual({ success: false, message: "This order is already confirmed." });
    expect((await orderState(order.id)).messages).toEqual([...before.messages, "Order confirmed."]);
  });

  it("refuses bad input with a 422 and another store's order with a 404, writing nothing", async () => {
    const owners = await signInOwners();
    const shopper = await shopperOf();
    const order = await placeOrder(shopper);
    const before = await orderState(order.id);
    for (const body of [{}, { status: 1 }, { status: 6 }, { status: "confirmed" }, { status: 2, message: "" }, { status: 2, message: "x".repeat(501) }]) {
      const reply = await asOwner(owners.demo, "PUT", `/api/orders/${order.id}/delivery-status`, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
    }
    const foreign = await asOwner(owners.acme, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 2 });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(ORDER_NOT_FOUND);
    expect((await asOwner(undefined, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 2 })).status).toBe(401);
    expect(await orderState(order.id)).toEqual(before);
  });

  it("cancels with the shopper's own cancel: stock back once, even when cancels race", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const order = await placeOrder(shopper, { quantity: 3, deliveryStatus: 2 });
    const before = await orderState(order.id);
    const answers = await Promise.all([
      asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 4 }),
      asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 4, message: "Out of stock, sorry." }),
      post("/api/order/cancel", { order_id: order.id }, { token: shopper.token }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const after = await orderState(order.id);
    expect(after.delivery_status).toBe(4);
    expect(after.stock).toBe(before.stock + 3);
    expect(after.messages.length).toBe(before.messages.length + 1);
    const details = (await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data;
    expect(details).toMatchObject({ delivery_status: 4, delivery_status_label: "cancelled", can_cancel: 0 });
  });

  it("puts the stock back when the owner cancels, and says so in the store's default words", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const order = await placeOrder(shopper, { quantity: 2 });
    const before = await orderState(order.id);
    const reply = await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 4 });
    expect(reply.json.data).toMatchObject({ delivery_status: 4, next_delivery_statuses: [], next_payment_statuses: [] });
    expect(reply.json.data.cancelled_at).toMatch(ISO_MICROS);
    const after = await orderState(order.id);
    expect(after.stock).toBe(before.stock + 2);
    expect(after.messages.at(-1)).toBe("Order cancelled by the store.");
    expect((await post("/api/order/cancel", { order_id: order.id }, { token: shopper.token })).status).toBe(409);
    expect((await orderState(order.id)).stock).toBe(before.stock + 2);
  });
});

describe("PUT /orders/{id}/payment-status", () => {
  it("marks an order paid and unpaid again, each change in the shopper's history", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const order = await placeOrder(shopper);
    const paid = await asOwner(demo, "PUT", `/api/orders/${order.id}/payment-status`, { status: 1 });
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ payment_status: 1, payment_status_label: "paid", next_payment_statuses: [2] });
    const details = (await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data;
    expect(details).toMatchObject({ payment_status: 1, payment_status_label: "paid" });
    expect(details.products.data[0].tracking_list.at(-1).message).toBe("Payment received.");

    const again = await asOwner(demo, "PUT", `/api/orders/${order.id}/payment-status`, { status: 1 });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, message: "This order is already paid." });

    const unpaid = await asOwner(demo, "PUT", `/api/orders/${order.id}/payment-status`, { status: 2, message: "The courier brought no cash back." });
    expect(unpaid.json.data).toMatchObject({ payment_status: 2, next_payment_statuses: [1] });
    expect((await orderState(order.id)).messages.at(-1)).toBe("The courier brought no cash back.");
  });

  it("refuses to mark a cancelled order paid, or an order a gateway took the money for unpaid, writing nothing", async () => {
    const owners = await signInOwners();
    const shopper = await shopperOf();
    const cancelled = await placeOrder(shopper, { deliveryStatus: 4 });
    const online = await placeOrder(shopper, { paymentStatus: 1 });
    await sql(
      "INSERT INTO payments (store_id, order_id, provider, provider_ref, amount, currency_code, status, updated_at) VALUES ($1, $2, 'STRIPE', $3, $4, 'MAD', 'SUCCEEDED', now())",
      [shopper.storeId, online.id, `pi_test_${online.id}`, online.total],
    );
    expect((await asOwner(owners.demo, "GET", `/api/orders/${online.id}`)).json.data.next_payment_statuses).toEqual([]);
    for (const [order, status, message] of [
      [cancelled, 1, "A cancelled order cannot be marked paid."],
      [online, 2, "This order was paid through a payment gateway: it can only be refunded there."],
    ] as const) {
      const before = await orderState(order.id);
      const reply = await asOwner(owners.demo, "PUT", `/api/orders/${order.id}/payment-status`, { status });
      expect(reply.status).toBe(409);
      expect(reply.json).toEqual({ success: false, message });
      expect(await orderState(order.id)).toEqual(before);
    }
    const before = await orderState(cancelled.id);
    for (const body of [{ status: 3 }, { status: 0 }, {}])
      expect((await asOwner(owners.demo, "PUT", `/api/orders/${cancelled.id}/payment-status`, body)).status).toBe(422);
    expect((await asOwner(owners.acme, "PUT", `/api/orders/${cancelled.id}/payment-status`, { status: 1 })).json).toEqual(ORDER_NOT_FOUND);
    expect((await asOwner(undefined, "PUT", `/api/orders/${cancelled.id}/payment-status`, { status: 1 })).status).toBe(401);
    expect(await orderState(cancelled.id)).toEqual(before);
  });
});

describe("PUT and DELETE /orders/{id}/read", () => {
  it("marks an order read, keeps the first reading's time, and marks it unread; /get-all-orders shows read_at", async () => {
    const { demo } = await signInOwners();
    const store = await storeNamed("demo");
    const shopper = await shopperOf();
    const order = await placeOrder(shopper);
    const listed = async () => (await asOwner(demo, "GET", "/api/get-all-orders")).json.data.data.find((o: { id: number }) => o.id === order.id);
    // Opening the order changes nothing: the dashboard marks what it opens.
    expect((await asOwner(demo, "GET", `/api/orders/${order.id}`)).json.data.read_at).toBeNull();
    expect((await listed()).read_at).toBeNull();

    const read = await asOwner(demo, "PUT", `/api/orders/${order.id}/read`);
    expect(read.status).toBe(200);
    expect(keys(read.json.data)).toEqual(["id", "read_at"]);
    expect(read.json.data.read_at).toMatch(ISO_MICROS);
    const stored = (await orderState(order.id)).read_at!;
    expect((await listed()).read_at).toBe(sqlDateTime(stored, store.timezone));

    const again = await asOwner(demo, "PUT", `/api/orders/${order.id}/read`);
    expect(again.json.data.read_at).toBe(read.json.data.read_at);

    const unread = await asOwner(demo, "DELETE", `/api/orders/${order.id}/read`);
    expect(unread.json).toEqual({ success: true, data: { id: order.id, read_at: null } });
    expect((await listed()).read_at).toBeNull();
  });

  it("is a 404 for another store's order and writes nothing", async () => {
    const { acme } = await signInOwners();
    const shopper = await shopperOf();
    const order = await placeOrder(shopper);
    for (const method of ["PUT", "DELETE"]) {
      const reply = await asOwner(acme, method, `/api/orders/${order.id}/read`);
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual(ORDER_NOT_FOUND);
      expect((await asOwner(undefined, method, `/api/orders/${order.id}/read`)).status).toBe(401);
    }
    expect((await orderState(order.id)).read_at).toBeNull();
  });
});
