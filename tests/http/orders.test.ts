import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { get, loginCustomer, post } from "../support/http";

const keys = (o: object) => Object.keys(o).sort();
const ORDER_DATE = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} (0[1-9]|1[0-2]):\d{2}:\d{2} (AM|PM)$/;
const SQL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const ordersOf = (email: string, where = "true") =>
  sql<{ id: number; delivery_status: number }>(
    `SELECT o.id, o.delivery_status FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = $1 AND ${where} ORDER BY o.placed_at DESC, o.id DESC`,
    [email],
  );

describe("/order", () => {
  it("lists the customer's orders newest first, 15 a page, in shape D", async () => {
    const token = await loginCustomer();
    const mine = await ordersOf("customer@example.com");
    expect(mine.length).toBeGreaterThanOrEqual(16);
    const reply = await get("/api/order", { token });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "status", "success"]);
    expect(reply.json.status).toBe(200);
    expect(reply.json.data.map((o: { id: number }) => o.id)).toEqual(mine.slice(0, 15).map((o) => o.id));
    for (const order of reply.json.data) {
      expect(keys(order)).toEqual(["id", "order_code", "order_date", "total_payable_amount", "total_products"]);
      expect(order.order_date).toMatch(ORDER_DATE);
      expect(typeof order.total_payable_amount).toBe("number");
    }
    const { meta, links } = reply.json;
    expect(keys(links)).toEqual(["first", "last", "next", "prev"]);
    expect(keys(meta)).toEqual(["current_page", "from", "last_page", "links", "path", "per_page", "to", "total"]);
    expect(meta).toMatchObject({ current_page: 1, from: 1, to: 15, per_page: 15, total: mine.length, last_page: Math.ceil(mine.length / 15) });
    expect(meta.path).toMatch(/^http:\/\/demo\.localhost:\d+\/api\/order$/);
    expect(links.prev).toBeNull();
    expect(links.next).toBe(`${meta.path}?page=2`);

    const page2 = await get("/api/order?page=2", { token });
    expect(page2.json.data.map((o: { id: number }) => o.id)).toEqual(mine.slice(15, 30).map((o) => o.id));
    expect((await get("/api/order?page=0", { token })).status).toBe(422);
    expect((await get("/api/order")).status).toBe(401);
  });
});

describe("/order-details/{order_id}", () => {
  it("answers every field, the TAB key included", async () => {
    const token = await loginCustomer();
    const [order] = await ordersOf("customer@example.com");
    const reply = await get(`/api/order-details/${order!.id}`, { token });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "status", "success"]);
    const { data } = reply.json;
    expect(keys(data)).toEqual([
      "billing_details", "can_cancel", "delivery_status", "delivery_status_label", "id", "note", "order_code", "order_date",
      "payment_method", "payment_required", "payment_status", "payment_status_label", "pickup_point", "products", "shipping_details",
      "sub_total", "total_delivery_cost", "total_discount", "total_payable_amount", "total_tax",
    ]);
    const [line] = data.products.data;
    expect(keys(line)).toEqual([
      "attachment", "can_cancel", "can_return", "delivered_date", "delivery_status", "estimate_delivery_time", "id", "image", "name",
      "permalink", "product_id", "quantity", "return_status", "shipping", "shipping_cost\t", "shop", "tax", "tracking_list", "unit_price", "variant",
    ]);
    expect(reply.text).toContain('"shipping_cost\\t":');
    expect(keys(line.return_status)).toEqual(["class", "label", "status"]);
    // The order's own events and this line's, oldest first: a line always has at least its order's.
    const events = await sql<{ message: string }>(
      "SELECT message FROM tracking_events WHERE order_id = $1 AND (order_line_id IS NULL OR order_line_id = $2) ORDER BY created_at, id",
      [order!.id, line.id],
    );
    expect(events.length).toBeGreaterThan(0);
    expect(line.tracking_list.map((e: { message: string }) => e.message)).toEqual(events.map((e) => e.message));
    for (const entry of line.tracking_list) {
      expect(keys(entry)).toEqual(["date", "message"]);
      expect(entry.date).toMatch(SQL_DATE);
    }
    expect(line.image).toMatch(/^http:\/\/demo\.localhost:\d+\/uploads\//);
    expect(data.order_date).toMatch(ORDER_DATE);
  });

  it("labels every payment and delivery state, and offers cancelling only while pending or confirmed", async () => {
    const token = await loginCustomer();
    const PAYMENT: Record<number, string> = { 1: "paid", 2: "unpaid" };
    const DELIVERY: Record<number, string> = { 1: "pending", 2: "confirmed", 3: "shipped", 4: "cancelled", 5: "delivered" };
    // One order of the customer per pair of states the seed holds.
    const orders = await sql<{ id: number; payment_status: number; delivery_status: number }>(
      `SELECT DISTINCT ON (o.payment_status, o.delivery_status) o.id, o.payment_status, o.delivery_status
       FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = 'customer@example.com'
       ORDER BY o.payment_status, o.delivery_status, o.id`,
    );
    expect(new Set(orders.map((o) => o.delivery_status))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(orders.map((o) => o.payment_status))).toEqual(new Set([1, 2]));
    for (const order of orders) {
      const data = (await get(`/api/order-details/${order.id}`, { token })).json.data;
      expect(data, JSON.stringify(order)).toMatchObject({
        payment_status: order.payment_status,
        payment_status_label: PAYMENT[order.payment_status],
        delivery_status: order.delivery_status,
        delivery_status_label: DELIVERY[order.delivery_status],
        can_cancel: [1, 2].includes(order.delivery_status) ? 1 : 0,
      });
    }
  });

  it("labels the states", async () => {
    const token = await loginCustomer();
    const [cancelled] = await ordersOf("customer@example.com", "o.delivery_status = 4");
    const reply = await get(`/api/order-details/${cancelled!.id}`, { token });
    expect(reply.json.data).toMatchObject({ delivery_status: 4, delivery_status_label: "cancelled", can_cancel: 0 });
    const [unpaid] = await sql<{ id: number }>("SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = 'customer@example.com' AND o.payment_status = 2 LIMIT 1");
    expect((await get(`/api/order-details/${unpaid!.id}`, { token })).json.data).toMatchObject({ payment_status: 2, payment_status_label: "unpaid" });
  });
});

describe("/order/cancel", () => {
  it("cancels a pending order once: status 4, a tracking message, stock back", async () => {
    const token = await loginCustomer();
    const [order] = await ordersOf("customer@example.com", "o.delivery_status IN (1, 2)");
    const lines = await sql<{ product_price_id: number | null; product_id: number; quantity: number }>("SELECT product_price_id, product_id, quantity FROM order_lines WHERE order_id = $1", [order!.id]);
    const stockOf = async () =>
      (await sql<{ q: number }>("SELECT coalesce(sum(quantity), 0)::int AS q FROM product_prices WHERE product_id = ANY($1::int[])", [lines.map((l) => l.product_id)]))[0]!.q;
    const stockBefore = await stockOf();

    const reply = await post("/api/order/cancel", { order_id: order!.id }, { token });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true });
    const details = (await get(`/api/order-details/${order!.id}`, { token })).json.data;
    expect(details).toMatchObject({ delivery_status: 4, delivery_status_label: "cancelled", can_cancel: 0 });
    expect(details.products.data[0].tracking_list.at(-1).message).toBe("Order cancelled by the customer.");
    expect(await stockOf()).toBe(stockBefore + lines.reduce((n, l) => n + l.quantity, 0));

    const again = await post("/api/order/cancel", { order_id: order!.id }, { token });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, message: "This order can no longer be cancelled." });
    expect(await stockOf()).toBe(stockBefore + lines.reduce((n, l) => n + l.quantity, 0));
  });

  it("refuses an order that has shipped, and bad input", async () => {
    const token = await loginCustomer();
    const [shipped] = await ordersOf("customer@example.com", "o.delivery_status = 3");
    expect((await post("/api/order/cancel", { order_id: shipped!.id }, { token })).status).toBe(409);
    expect((await sql<{ delivery_status: number }>("SELECT delivery_status FROM orders WHERE id = $1", [shipped!.id]))[0]!.delivery_status).toBe(3);
    for (const body of [{}, { order_id: "x" }, { order_id: -4 }]) {
      expect((await post("/api/order/cancel", body, { token })).status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe("isolation", () => {
  it("another customer's orders, in this store or another, are indistinguishable from missing ones", async () => {
    const customer = await loginCustomer();
    const sara = await loginCustomer("sara@example.com");
    const acmeBuyer = await loginCustomer("buyer@acme.example", "password", "acme.localhost");
    const [sarasOrder] = await ordersOf("sara@example.com", "o.delivery_status IN (1, 2)");
    const [acmeOrder] = await ordersOf("buyer@acme.example");
    const before = await sql("SELECT id, delivery_status, updated_at FROM orders ORDER BY id");
    const missing = await get("/api/order-details/999999", { token: customer });

    for (const id of [sarasOrder!.id, acmeOrder!.id]) {
      const read = await get(`/api/order-details/${id}`, { token: customer });
      expect(read.status).toBe(404);
      expect(read.json).toEqual(missing.json);
      const cancel = await post("/api/order/cancel", { order_id: id }, { token: customer });
      expect(cancel.status).toBe(404);
      expect(cancel.json).toEqual(missing.json);
    }
    const list = await get("/api/order?page=1", { token: customer });
    expect(list.json.data.map((o: { id: number }) => o.id)).not.toContain(sarasOrder!.id);
    expect((await get("/api/order", { token: sara })).json.meta.total).toBe((await ordersOf("sara@example.com")).length);
    // A token of one store is not valid at another.
    expect((await get("/api/order", { token: acmeBuyer })).status).toBe(401);
    expect((await get(`/api/order-details/${acmeOrder!.id}`, { token: customer, host: "acme.localhost" })).status).toBe(401);
    expect(await sql("SELECT id, delivery_status, updated_at FROM orders ORDER BY id")).toEqual(before);
  });
});
