import { describe, expect, it } from "vitest";
import { orderDate } from "../../lib/format/dates";
import { ORDER_DATE, ordersOf, shownIn, yasminesOrders } from "../support/customer-orders";
import { sql } from "../support/database";
import { get, loginCustomer, origin, post } from "../support/http";
import { SQL_DATE } from "../support/orders";
import { keys } from "../support/owner-calls";

// A customer's orders on the customer API: an order's details, in the currency it was placed in, and
// its cancelling by the customer (after the details, which read the seeded orders' states); unseen by
// any other customer.

describe("/order-details/{order_id}", () => {
  it("answers every field, the TAB key included", async () => {
    const token = await loginCustomer();
    const [order] = await ordersOf("customer@example.com");
    const reply = await get(`/api/order-details/${order!.id}`, { token });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "status", "success"]);
    const { data } = reply.json;
    expect(keys(data)).toEqual([
      "billing_details",
      "can_cancel",
      "carrier",
      "credit_notes",
      "currency_code",
      "delivery_status",
      "delivery_status_label",
      "delivery_status_text",
      "id",
      "invoice_code",
      "note",
      "order_code",
      "order_date",
      "payment_method",
      "payment_required",
      "payment_status",
      "payment_status_label",
      "payment_status_text",
      "pickup_point",
      "products",
      "refunded_amount",
      "shipping_details",
      "sub_total",
      "symbol_devise",
      "total_delivery_cost",
      "total_discount",
      "total_payable_amount",
      "total_tax",
      "tracking_number",
      "tracking_url",
    ]);
    const [line] = data.products.data;
    expect(keys(line)).toEqual([
      "attachment",
      "can_cancel",
      "can_return",
      "delivered_date",
      "delivery_status",
      "estimate_delivery_time",
      "id",
      "image",
      "name",
      "permalink",
      "product_id",
      "quantity",
      "return_status",
      "shipping",
      "shipping_cost\t",
      "shop",
      "tax",
      "tracking_list",
      "unit_price",
      "variant",
    ]);
    expect(reply.text).toContain('"shipping_cost\\t":');
    expect(keys(line.return_status)).toEqual(["class", "label", "status", "text"]);
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

  it("answers each order's amounts, payment, note and lines from its own rows, in the currency it was placed in", async () => {
    const token = await loginCustomer();
    const mine = await yasminesOrders();
    const lines = await sql<{
      order_id: number;
      id: number;
      product_id: number | null;
      name: string;
      permalink: string;
      variant: string | null;
      unit_price: string;
      quantity: number;
      shipping_cost: string;
      tax: string;
      image: string;
    }>(
      `SELECT order_id, id, product_id, name, permalink, variant, unit_price, quantity, shipping_cost, tax, image
       FROM order_lines WHERE order_id = ANY($1::int[]) ORDER BY id`,
      [mine.map((o) => o.id)],
    );
    // Orders that differ in each of these, so that a value taken from the wrong place shows.
    expect(new Set(mine.map((o) => o.payment_method_name)).size).toBeGreaterThan(1);
    const some = {
      note: mine.filter((o) => o.note !== null),
      pickup: mine.filter((o) => o.pickup_point !== null),
      discount: mine.filter((o) => Number(o.total_discount) > 0),
      tax: mine.filter((o) => Number(o.total_tax) > 0),
      variant: lines.filter((l) => l.variant !== null),
      "shipping cost": lines.filter((l) => Number(l.shipping_cost) > 0),
    };
    for (const [what, found] of Object.entries(some)) expect(found.length, what).toBeGreaterThan(0);

    for (const order of mine) {
      const money = shownIn(order);
      const { data } = (await get(`/api/order-details/${order.id}`, { token })).json;
      expect(data, order.code).toMatchObject({
        id: order.id,
        order_code: order.code,
        payment_method: order.payment_method_name,
        sub_total: money(order.sub_total),
        total_tax: money(order.total_tax),
        total_delivery_cost: money(order.total_delivery_cost),
        total_discount: money(order.total_discount),
        total_payable_amount: money(order.total_payable_amount),
        order_date: orderDate(order.placed_at, order.timezone),
        note: order.note,
        currency_code: order.currency_code,
        symbol_devise: order.symbol,
      });
      expect({ pickup_point: data.pickup_point, billing_details: data.billing_details, shipping_details: data.shipping_details }, order.code).toEqual({
        pickup_point: order.pickup_point,
        billing_details: order.billing_details,
        shipping_details: order.shipping_details,
      });
      expect(data.products.data, order.code).toMatchObject(
        lines
          .filter((line) => line.order_id === order.id)
          .map((line) => ({
            id: line.id,
            product_id: line.product_id,
            name: line.name,
            permalink: line.permalink,
            variant: line.variant,
            unit_price: money(line.unit_price),
            quantity: line.quantity,
            "shipping_cost\t": money(line.shipping_cost),
            tax: money(line.tax),
            image: `${origin()}/uploads/${line.image}`,
          })),
      );
    }
  });

  it("shows amounts in the currency the order was placed in, whatever store-currency asks", async () => {
    const token = await loginCustomer();
    const mine = await yasminesOrders();
    const inDefault = mine.find((o) => Number(o.conversion_rate) === 1)!;
    const inAnother = mine.find((o) => Number(o.conversion_rate) !== 1)!;
    for (const path of ["/api/order", `/api/order-details/${inDefault.id}`, `/api/order-details/${inAnother.id}`]) {
      const plain = (await get(path, { token })).json;
      for (const code of ["MAD", "USD", "EUR"]) {
        expect((await get(path, { token, headers: { "store-currency": code } })).json, `${path} in ${code}`).toEqual(plain);
      }
    }
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
    const [unpaid] = await sql<{ id: number }>(
      "SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = 'customer@example.com' AND o.payment_status = 2 LIMIT 1",
    );
    expect((await get(`/api/order-details/${unpaid!.id}`, { token })).json.data).toMatchObject({ payment_status: 2, payment_status_label: "unpaid" });
  });
});

describe("/order/cancel", () => {
  it("cancels a pending order once: status 4, a tracking message, stock back", async () => {
    const token = await loginCustomer();
    const [order] = await ordersOf("customer@example.com", "o.delivery_status IN (1, 2)");
    const lines = await sql<{ product_price_id: number | null; product_id: number; quantity: number }>(
      "SELECT product_price_id, product_id, quantity FROM order_lines WHERE order_id = $1",
      [order!.id],
    );
    const stockOf = async () =>
      (
        await sql<{ q: number }>("SELECT coalesce(sum(quantity), 0)::int AS q FROM product_prices WHERE product_id = ANY($1::int[])", [
          lines.map((l) => l.product_id),
        ])
      )[0]!.q;
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
