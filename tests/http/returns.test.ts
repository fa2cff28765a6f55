import { describe, expect, it, onTestFinished } from "vitest";
import { sql } from "../support/database";
import { get, post } from "../support/http";
import { placeOrder, shopperOf } from "../support/orders";
import { asOwner, signInOwners } from "../support/owner-calls";
import { cashPaid, refundState, stripeFake, stripePaid } from "../support/refunds";

// Returns: the store's return window and free returns in its settings; the contract's `can_return`,
// 1 for a delivered line inside the window only; a shopper's `POST /order/return`, and the owner's
// steps (`PUT /returns/{id}`) as the shopper sees them in `return_status` and the tracking list, with
// the stock, the refund and the e-mails each step leaves.

const [CONFIRMED, SHIPPED, DELIVERED] = [2, 3, 5];

async function deliveredLine(owner: string) {
  const shopper = await shopperOf();
  const order = await placeOrder(shopper);
  for (const status of [CONFIRMED, SHIPPED, DELIVERED]) {
    const moved = await asOwner(owner, "PUT", `/api/orders/${order.id}/delivery-status`, { status });
    expect(moved.status, moved.text).toBe(200);
  }
  const canReturn = async () => (await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data.products.data[0].can_return;
  return { order, canReturn };
}

describe("the return window", () => {
  it("is a store setting, 14 days and paid returns by default, changed by PUT /store", async () => {
    const { demo } = await signInOwners();
    const before = (await asOwner(demo, "GET", "/api/store")).json.data;
    expect(before).toMatchObject({ return_window_days: 14, free_returns: false });
    onTestFinished(async () => {
      await asOwner(demo, "PUT", "/api/store", { return_window_days: 14, free_returns: false });
    });
    const saved = await asOwner(demo, "PUT", "/api/store", { return_window_days: 30, free_returns: true });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ return_window_days: 30, free_returns: true });
    expect((await asOwner(demo, "PUT", "/api/store", { return_window_days: -1 })).status).toBe(422);
  });

  it("lets a delivered line be asked back inside it only, and no line at all when it is 0", async () => {
    const { demo } = await signInOwners();
    const { order, canReturn } = await deliveredLine(demo);
    expect(await canReturn()).toBe(1);
    await sql("UPDATE order_lines SET delivered_at = now() - interval '15 days' WHERE order_id = $1", [order.id]);
    expect(await canReturn()).toBe(0);
    await sql("UPDATE order_lines SET delivered_at = now() - interval '13 days' WHERE order_id = $1", [order.id]);
    expect(await canReturn()).toBe(1);
    onTestFinished(async () => {
      await sql("UPDATE stores SET return_window_days = 14 WHERE subdomain = 'demo'");
    });
    await sql("UPDATE stores SET return_window_days = 0 WHERE subdomain = 'demo'");
    expect(await canReturn()).toBe(0);
  });

  it("does not let an undelivered line be asked back", async () => {
    const shopper = await shopperOf();
    const order = await placeOrder(shopper);
    expect((await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data.products.data[0].can_return).toBe(0);
  });
});

/** The order moved to delivered by its owner, as a parcel that arrived. */
async function deliver(owner: string, orderId: number) {
  for (const status of [CONFIRMED, SHIPPED, DELIVERED]) {
    const moved = await asOwner(owner, "PUT", `/api/orders/${orderId}/delivery-status`, { status });
    expect(moved.status, moved.text).toBe(200);
  }
}

/** The shopper's view of the order's first line. */
async function shopperLine(orderId: number, token: string) {
  const line = (await get(`/api/order-details/${orderId}`, { token })).json.data.products.data[0];
  return { return_status: line.return_status, can_return: line.can_return, last: line.tracking_list.at(-1).message as string };
}

const askReturn = (token: string, body: unknown) => post("/api/order/return", body, { token });
const step = (owner: string, id: number, body: unknown) => asOwner(owner, "PUT", `/api/returns/${id}`, body);

/** The e-mail jobs about the order's returns, in the order they were queued. */
const returnMails = async (orderId: number) =>
  (
    await sql<{ template: string; return_id: number }>(
      "SELECT data->>'template' AS template, (data->>'returnId')::int AS return_id FROM pgboss.job WHERE name = 'send-email' AND data ? 'returnId' AND (data->>'orderId')::int = $1 ORDER BY created_on, id",
      [orderId],
    )
  ).map((m) => m.template);

describe("a return asked by the shopper and moved along by the owner", () => {
  it("asked for one of two card-paid items, approved with a note, received with restock and a Stripe refund of that item", async () => {
    const { demo } = await signInOwners();
    const payment = await stripePaid();
    await deliver(demo, payment.orderId);
    const before = await refundState(payment.orderId);
    expect((await shopperLine(payment.orderId, payment.token)).can_return).toBe(1);

    const asked = await askReturn(payment.token, {
      order_id: payment.orderId,
      items: [{ id: before.line_id, quantity: 1 }],
      reason: "size_too_small",
      note: "A size up, please",
    });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json).toMatchObject({ success: true, message: "Your return request was sent to the store." });
    const unit = Number(payment.amount) / 2;
    expect(asked.json.data).toMatchObject({
      order_id: payment.orderId,
      status: "requested",
      reason: "size_too_small",
      note: "A size up, please",
      owner_note: null,
      items: [{ line_id: before.line_id, quantity: 1, unit_amount: unit }],
      amount: unit,
      currency_code: payment.currency,
      free_returns: false,
      refund_id: null,
      restocked: false,
    });
    const name = asked.json.data.items[0].name as string;
    expect(await shopperLine(payment.orderId, payment.token)).toEqual({
      return_status: { status: 1, class: "warning", label: "Return requested", text: "Return requested" },
      can_return: 0,
      last: `Return requested: 1 × ${name}. Reason: Size too small.`,
    });
    // Asked once: the same line again is refused.
    const again = await askReturn(payment.token, { order_id: payment.orderId, items: [{ id: before.line_id, quantity: 1 }], reason: "other" });
    expect(again.status).toBe(409);

    const id = asked.json.data.id as number;
    const waiting = await asOwner(demo, "GET", "/api/returns?status=requested&per_page=100");
    expect(waiting.status, waiting.text).toBe(200);
    expect(waiting.json.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(waiting.json.meta).toMatchObject({ current_page: 1, per_page: 100 });
    // The same record, its pictures on the platform's host.
    const { items, ...rest } = asked.json.data;
    expect((await asOwner(demo, "GET", `/api/returns/${id}`)).json.data).toEqual({
      ...rest,
      items: [{ ...items[0], image: expect.stringMatching(/^http:\/\/localhost:\d+\//) }],
    });

    const approved = await step(demo, id, { status: "approved", note: "Send it to 12 Rue Atlas, Casablanca." });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.data).toMatchObject({ status: "approved", owner_note: "Send it to 12 Rue Atlas, Casablanca." });
    expect(await shopperLine(payment.orderId, payment.token)).toMatchObject({
      return_status: { status: 2, class: "success", label: "Return accepted" },
      last: `Return approved: 1 × ${name}. Store's note: Send it to 12 Rue Atlas, Casablanca.`,
    });

    await stripeFake().clear();
    const received = await step(demo, id, { status: "received", refund: {} });
    expect(received.status, received.text).toBe(200);
    expect(received.json.data).toMatchObject({ status: "received", restocked: true, refund_id: expect.any(Number) });
    const [sent] = await stripeFake().requests();
    expect(sent!.path).toBe("/v1/refunds");
    expect(Number(new URLSearchParams(sent!.body).get("amount"))).toBe(Math.round(unit * 100));
    const after = await refundState(payment.orderId);
    expect(after).toMatchObject({ payment_status: 4, stock: before.stock + 1, mails: [received.json.data.refund_id] });
    expect(after.refunds).toEqual([expect.objectContaining({ id: received.json.data.refund_id, status: "SUCCEEDED", amount: unit.toFixed(2) })]);
    expect(await shopperLine(payment.orderId, payment.token)).toMatchObject({
      return_status: { status: 4, class: "info", label: "Returned", text: "Returned" },
      can_return: 0,
      last: `Returned items received: 1 × ${name}.`,
    });
    expect(await returnMails(payment.orderId)).toEqual(["returnRequested", "returnApproved", "returnReceived"]);

    // A received return takes no more steps.
    const late = await step(demo, id, { status: "rejected" });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ success: false, message: "A return that is received cannot be refused." });
  });

  it("refused with the store's reason: the line says so, and is not returnable again", async () => {
    const { demo } = await signInOwners();
    const payment = await cashPaid();
    await deliver(demo, payment.orderId);
    const { line_id, stock } = await refundState(payment.orderId);
    const asked = await askReturn(payment.token, { order_id: payment.orderId, items: [{ id: line_id, quantity: 2 }], reason: "unwanted" });
    expect(asked.status, asked.text).toBe(201);
    const rejected = await step(demo, asked.json.data.id, { status: "rejected", note: "Worn items cannot be returned." });
    expect(rejected.status, rejected.text).toBe(200);
    const seen = await shopperLine(payment.orderId, payment.token);
    expect(seen).toMatchObject({ return_status: { status: 3, label: "Return refused" }, can_return: 0 });
    expect(seen.last).toMatch(/^Return refused: 2 × .+\. Store's note: Worn items cannot be returned\.$/);
    expect((await step(demo, asked.json.data.id, { status: "received" })).status).toBe(409);
    expect((await refundState(payment.orderId)).stock).toBe(stock);
    expect(await returnMails(payment.orderId)).toEqual(["returnRequested", "returnRejected"]);
  });

  it("received without a refund: restocked unless the owner says not to; a cash order's refund says how it was given back", async () => {
    const { demo } = await signInOwners();
    const kept = await cashPaid();
    await deliver(demo, kept.orderId);
    const keptLine = await refundState(kept.orderId);
    const first = await askReturn(kept.token, { order_id: kept.orderId, items: [{ id: keptLine.line_id, quantity: 2 }], reason: "defective" });
    const notStocked = await step(demo, first.json.data.id, { status: "received", restock: false });
    expect(notStocked.json.data).toMatchObject({ status: "received", restocked: false, refund_id: null });
    expect((await refundState(kept.orderId)).stock).toBe(keptLine.stock);

    const cash = await cashPaid();
    await deliver(demo, cash.orderId);
    const cashLine = await refundState(cash.orderId);
    const second = await askReturn(cash.token, { order_id: cash.orderId, items: [{ id: cashLine.line_id, quantity: 2 }], reason: "wrong_item" });
    // Cash is given back by hand: without saying how, the refund is refused and the return stays as it was.
    const unsaid = await step(demo, second.json.data.id, { status: "received", refund: {} });
    expect(unsaid.status).toBe(422);
    expect((await asOwner(demo, "GET", `/api/returns/${second.json.data.id}`)).json.data.status).toBe("requested");
    const refunded = await step(demo, second.json.data.id, { status: "received", refund: { refunded_outside: "cash" } });
    expect(refunded.status, refunded.text).toBe(200);
    const after = await refundState(cash.orderId);
    expect(after).toMatchObject({ payment_status: 3, stock: cashLine.stock + 2 });
    expect(after.refunds).toEqual([expect.objectContaining({ id: refunded.json.data.refund_id, status: "SUCCEEDED" })]);
  });

  it("a gateway that fails the refund leaves the return where it stood, with no refund and no stock back", async () => {
    const { demo } = await signInOwners();
    const payment = await stripePaid();
    await deliver(demo, payment.orderId);
    const before = await refundState(payment.orderId);
    const asked = await askReturn(payment.token, { order_id: payment.orderId, items: [{ id: before.line_id, quantity: 2 }], reason: "defective" });
    onTestFinished(() => stripeFake().mode("ok"));
    await stripeFake().mode("fail");
    const failed = await step(demo, asked.json.data.id, { status: "received", refund: {} });
    expect(failed.status).toBe(503);
    expect((await asOwner(demo, "GET", `/api/returns/${asked.json.data.id}`)).json.data).toMatchObject({ status: "requested", refund_id: null });
    expect(await refundState(payment.orderId)).toMatchObject({ refunds: [], stock: before.stock, payment_status: 1 });
    expect((await shopperLine(payment.orderId, payment.token)).return_status.status).toBe(1);
  });
});

describe("POST /order/return refuses", () => {
  it("another shopper's order (404), a line not delivered (409), too many items or a line the order has not (422), and everything when the store takes no returns", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const order = await placeOrder(shopper);
    const [line] = await sql<{ id: number }>("SELECT id FROM order_lines WHERE order_id = $1", [order.id]);
    const ask = (body: object, token = shopper.token) => askReturn(token, { order_id: order.id, reason: "other", ...body });
    expect((await ask({ items: [{ id: line!.id, quantity: 1 }] })).status).toBe(409);
    await deliver(demo, order.id);
    const other = await shopperOf();
    const foreign = await ask({ items: [{ id: line!.id, quantity: 1 }] }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ success: false, message: "Order not found." });
    const tooMany = await ask({ items: [{ id: line!.id, quantity: 3 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.message).toMatch(/^Only 2 of .+ were bought\.$/);
    expect((await ask({ items: [{ id: 2147483000, quantity: 1 }] })).status).toBe(422);
    expect((await ask({ items: [{ id: line!.id, quantity: 1 }], reason: "because" })).status).toBe(422);
    expect((await ask({ items: [] })).status).toBe(422);
    expect((await post("/api/order/return", { order_id: order.id, items: [{ id: line!.id, quantity: 1 }], reason: "other" })).status).toBe(401);

    onTestFinished(async () => {
      await sql("UPDATE stores SET return_window_days = 14 WHERE subdomain = 'demo'");
    });
    await sql("UPDATE stores SET return_window_days = 0 WHERE subdomain = 'demo'");
    const closed = await ask({ items: [{ id: line!.id, quantity: 1 }] });
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe("This store does not take returns.");
  });

  it("in French for a French store", async () => {
    const shopper = await shopperOf();
    onTestFinished(async () => {
      await sql("UPDATE stores SET language = 'en' WHERE subdomain = 'demo'");
    });
    await sql("UPDATE stores SET language = 'fr' WHERE subdomain = 'demo'");
    const order = await placeOrder(shopper);
    const [line] = await sql<{ id: number }>("SELECT id FROM order_lines WHERE order_id = $1", [order.id]);
    const refused = await askReturn(shopper.token, { order_id: order.id, items: [{ id: line!.id, quantity: 1 }], reason: "other" });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/ne peut pas être retourné : pas encore livré/);
  });
});
