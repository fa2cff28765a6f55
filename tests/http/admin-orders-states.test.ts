import { describe, expect, it } from "vitest";
import { sqlDateTime } from "../../lib/format/dates";
import { sql } from "../support/database";
import { get, post } from "../support/http";
import { ORDER_NOT_FOUND, orderState, placeOrder, shopperOf, SQL_DATE, storeNamed } from "../support/orders";
import { ISO_MICROS, asOwner, keys, signInOwners } from "../support/owner-calls";

// The owner's orders on the administration API, moved along their states on the management routes:
// delivery, payment, read.

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
