import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { sql } from "../support/database";
import { paypalWebhookHeaders } from "../support/fake-paypal";
import { call, get, loginOwner } from "../support/http";
import { asOwner } from "../support/owner-calls";
import { orderOf, ORDER_NOT_FOUND } from "../support/orders";
import { cashPaid, PAYPAL, paypalFake, paypalPaid, refund, refundState, STRIPE, stripeFake, stripePaid } from "../support/refunds";

// POST /orders/{id}/refunds and GET /orders/{id}/refunds: through the gateway that took the money
// (the fakes of Stripe and PayPal), or recorded as given back outside it; never more than was paid
// minus what was refunded, even asked twenty times at once; a gateway's refusal records nothing;
// the gateways' refund events confirm a refund once.

let owner: string;
beforeAll(async () => {
  owner = await loginOwner();
});

const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const money = (amount: string | number) => Number(amount).toFixed(2);

describe("POST /orders/{id}/refunds through Stripe", () => {
  it("refunds all of a card-paid order with our idempotency key, restocks its lines, marks it refunded and e-mails the customer", async () => {
    const payment = await stripePaid();
    const before = await refundState(payment.orderId);
    await stripeFake().clear();
    const reply = await refund(owner, payment.orderId, { restock: true, reason: "Damaged in transit" });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.data).toMatchObject({
      order_id: payment.orderId,
      amount: Number(payment.amount),
      currency_code: payment.currency,
      status: "succeeded",
      provider: "STRIPE",
      method: "gateway",
      lines: [{ line_id: before.line_id, quantity: 2 }],
      restock: true,
      shipping: false,
      reason: "Damaged in transit",
    });
    expect(reply.json.data.gateway_ref).toMatch(/^re_fake_/);
    const [sent] = await stripeFake().requests();
    const form = new URLSearchParams(sent!.body);
    expect(sent!.path).toBe("/v1/refunds");
    expect(form.get("payment_intent")).toBe(payment.reference);
    expect(Number(form.get("amount"))).toBe(cents(payment.amount));
    expect(sent!.headers["idempotency-key"]).toBe(`refund-${payment.orderId}-1-${cents(payment.amount)}`);

    const after = await refundState(payment.orderId);
    expect(after).toMatchObject({ payment_status: 3, payment_required: 0, stock: before.stock + 2, mails: [reply.json.data.id] });
    expect(after.refunds).toEqual([expect.objectContaining({ status: "SUCCEEDED", amount: money(payment.amount) })]);
    expect(after.messages.at(-1)).toBe(`Refund of ${money(payment.amount)} ${payment.currency}.`);

    const listed = await asOwner(owner, "GET", `/api/orders/${payment.orderId}/refunds`);
    expect(listed.json).toEqual({ success: true, data: [reply.json.data] });
    const detail = await asOwner(owner, "GET", `/api/orders/${payment.orderId}`);
    expect(detail.json.data).toMatchObject({
      payment_status: 3,
      payment_status_label: "refunded",
      refunded_amount: Number(payment.amount),
      refundable_amount: 0,
    });
    // The shopper's order: the contract's keys, ours beside.
    const shopper = await get(`/api/order-details/${payment.orderId}`, { token: payment.token });
    expect(shopper.json.data).toMatchObject({
      payment_status: 3,
      payment_status_label: "refunded",
      payment_status_text: "Refunded",
      refunded_amount: Number(payment.amount),
    });

    const again = await refund(owner, payment.orderId, { amount: 1, restock: false });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, message: "Only a paid order can be refunded." });
  });

  it("refunds one item, then refuses more than what remains, then refunds the rest: partially refunded, then refunded", async () => {
    const payment = await stripePaid();
    const before = await refundState(payment.orderId);
    const unit = Number(payment.amount) / 2;
    const one = await refund(owner, payment.orderId, { lines: [{ line_id: before.line_id, quantity: 1 }], restock: true });
    expect(one.status, one.text).toBe(201);
    expect(one.json.data).toMatchObject({ amount: unit, lines: [{ line_id: before.line_id, quantity: 1 }] });
    expect(await refundState(payment.orderId)).toMatchObject({ payment_status: 4, stock: before.stock + 1 });
    const shopper = await get(`/api/order-details/${payment.orderId}`, { token: payment.token });
    expect(shopper.json.data).toMatchObject({ payment_status: 4, payment_status_label: "partially_refunded", payment_status_text: "Partially refunded" });

    const over = await refund(owner, payment.orderId, { amount: unit + 0.01, restock: false });
    expect(over.status).toBe(409);
    expect(over.json).toEqual({ success: false, message: `At most ${money(unit)} ${payment.currency} of this order can still be refunded.` });
    const twice = await refund(owner, payment.orderId, { lines: [{ line_id: before.line_id, quantity: 2 }], restock: false });
    expect(twice.status).toBe(409);

    const rest = await refund(owner, payment.orderId, { restock: false });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.json.data).toMatchObject({ amount: unit, lines: [{ line_id: before.line_id, quantity: 1 }] });
    const after = await refundState(payment.orderId);
    expect(after).toMatchObject({ payment_status: 3, stock: before.stock + 1 });
    expect(after.mails).toEqual([one.json.data.id, rest.json.data.id]);
  });

  it("of 20 partial refunds asked at once, never gives back more than was paid", async () => {
    const payment = await stripePaid();
    const part = Math.ceil((Number(payment.amount) / 7) * 100) / 100;
    const replies = await Promise.all(Array.from({ length: 20 }, () => refund(owner, payment.orderId, { amount: part, restock: false })));
    const made = replies.filter((r) => r.status === 201);
    expect(replies.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(made.length).toBe(Math.floor(Number(payment.amount) / part));
    const state = await refundState(payment.orderId);
    const total = state.refunds.reduce((sum, r) => sum + Number(r.amount), 0);
    expect(total).toBeLessThanOrEqual(Number(payment.amount));
    expect(state.refunds.length).toBe(made.length);
    // All of it when the parts add up to the total exactly.
    expect(state.payment_status).toBe(Math.abs(total - Number(payment.amount)) < 0.005 ? 3 : 4);
  });

  it("a refusal or a failure of Stripe records no refund and says why; the order stays paid", async () => {
    const payment = await stripePaid();
    onTestFinished(() => stripeFake().mode("ok"));
    await stripeFake().mode("refuse");
    const refused = await refund(owner, payment.orderId, { amount: 5, restock: true });
    expect(refused.status).toBe(502);
    expect(refused.json.message).toBe("The payment provider refused the refund: Stripe refused the refund: Charge has already been refunded.");
    await stripeFake().mode("fail");
    const failed = await refund(owner, payment.orderId, { amount: 5, restock: true });
    expect(failed.status).toBe(503);
    expect(failed.json.message).toMatch(/^The payment provider cannot be reached right now, nothing was refunded: /);
    const state = await refundState(payment.orderId);
    expect(state).toMatchObject({ refunds: [], payment_status: 1, mails: [] });
  });
});

describe("POST /orders/{id}/refunds through PayPal", () => {
  it("refunds the capture in the currency PayPal took, part by part, adding up to what it took", async () => {
    const payment = await paypalPaid("10.00");
    await paypalFake().clear();
    const half = Number(payment.amount) / 2;
    const first = await refund(owner, payment.orderId, { amount: half, restock: false, reason: "Late" });
    expect(first.status, first.text).toBe(201);
    expect(first.json.data).toMatchObject({ amount: half, provider: "PAYPAL", status: "succeeded" });
    expect(first.json.data.gateway_ref).toMatch(/^REF-/);
    const rest = await refund(owner, payment.orderId, { restock: false });
    expect(rest.status, rest.text).toBe(201);
    const calls = (await paypalFake().requests()).filter((r) => r.path.endsWith("/refund"));
    expect(calls.map((r) => r.path)).toEqual([`/v2/payments/captures/${payment.captureId}/refund`, `/v2/payments/captures/${payment.captureId}/refund`]);
    expect(calls.map((r) => JSON.parse(r.body).amount)).toEqual([
      { currency_code: "EUR", value: "5.00" },
      { currency_code: "EUR", value: "5.00" },
    ]);
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ custom_id: String(first.json.data.id), note_to_payer: "Late" });
    expect(calls[0]!.headers["paypal-request-id"]).toBe(`refund-${payment.orderId}-1-500`);
    const state = await refundState(payment.orderId);
    expect(state).toMatchObject({ payment_status: 3, mails: [first.json.data.id, rest.json.data.id] });
    expect(state.refunds.map((r) => r.gateway_amount)).toEqual(["5.00", "5.00"]);
  });

  it("a refusal of PayPal records no refund and says why", async () => {
    const payment = await paypalPaid();
    onTestFinished(() => paypalFake().mode("ok"));
    await paypalFake().mode("refuse");
    const refused = await refund(owner, payment.orderId, { restock: false });
    expect(refused.status).toBe(502);
    expect(refused.json.message).toBe("The payment provider refused the refund: PayPal refused (422): REFUND_AMOUNT_EXCEEDED");
    expect(await refundState(payment.orderId)).toMatchObject({ refunds: [], payment_status: 1 });
  });
});

describe("POST /orders/{id}/refunds outside the platform", () => {
  it("asks how a Cash On Delivery order was given back, then records it without a gateway", async () => {
    const payment = await cashPaid();
    await stripeFake().clear();
    const unsaid = await refund(owner, payment.orderId, { restock: true });
    expect(unsaid.status).toBe(422);
    expect(unsaid.json.message).toBe("Cash On Delivery payments are refunded outside the platform (CMI's back office, cash): say how it was given back.");
    const cash = await refund(owner, payment.orderId, { restock: true, refunded_outside: "cash" });
    expect(cash.status, cash.text).toBe(201);
    expect(cash.json.data).toMatchObject({ status: "succeeded", method: "cash", provider: "COD", gateway_ref: null, amount: Number(payment.amount) });
    expect(await refundState(payment.orderId)).toMatchObject({ payment_status: 3, mails: [cash.json.data.id] });
    expect(await stripeFake().requests()).toEqual([]);
  });

  it("another store's order is a 404, as one that does not exist", async () => {
    const acme = await refund(owner, await orderOf("acme"), { restock: false, refunded_outside: "cash" });
    expect(acme.status).toBe(404);
    expect(acme.json).toEqual(ORDER_NOT_FOUND);
    expect((await asOwner(owner, "GET", `/api/orders/${await orderOf("acme")}/refunds`)).status).toBe(404);
  });
});

describe("the gateways' refund events", () => {
  const stripeEvent = (type: string, object: object, id = `evt_${randomBytes(6).toString("hex")}`) =>
    JSON.stringify({ id, object: "event", type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  const sendStripe = (payload: string) =>
    call("POST", "/api/payment/stripe/webhook", {
      rawBody: payload,
      headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhook_secret }) },
    });

  it("Stripe's refund.updated completes a pending refund once; charge.refunded about it changes nothing more", async () => {
    const payment = await stripePaid();
    const made = await refund(owner, payment.orderId, { amount: 5, restock: false });
    expect(made.status).toBe(201);
    // As a refund Stripe has not finished yet (some payment methods take days).
    await sql("UPDATE refunds SET status = 'PENDING' WHERE id = $1", [made.json.data.id]);
    await sql("UPDATE orders SET payment_status = 1 WHERE id = $1", [payment.orderId]);
    const before = await refundState(payment.orderId);
    const updated = stripeEvent("refund.updated", { id: made.json.data.gateway_ref, object: "refund", status: "succeeded", amount: 500 });
    expect((await sendStripe(updated)).json).toEqual({ success: true, result: "refunded" });
    expect((await sendStripe(updated)).json).toEqual({ success: true, result: "duplicate" });
    const charge = stripeEvent("charge.refunded", {
      id: "ch_fake",
      object: "charge",
      payment_intent: payment.reference,
      refunds: { data: [{ id: made.json.data.gateway_ref, status: "succeeded" }] },
    });
    expect((await sendStripe(charge)).json).toEqual({ success: true, result: "ignored" });
    const after = await refundState(payment.orderId);
    expect(after.refunds[0]!.status).toBe("SUCCEEDED");
    expect(after.payment_status).toBe(4);
    expect(after.messages.length).toBe(before.messages.length + 1);
    expect(after.mails.length).toBe(before.mails.length + 1);
    // A refund made in Stripe's own dashboard is none of ours.
    const foreign = stripeEvent("refund.updated", { id: "re_elsewhere", object: "refund", status: "succeeded" });
    expect((await sendStripe(foreign)).json).toEqual({ success: true, result: "unknown" });
  });

  it("PayPal's PAYMENT.CAPTURE.REFUNDED, verified by PayPal, confirms a refund once", async () => {
    const payment = await paypalPaid();
    const made = await refund(owner, payment.orderId, { amount: 5, restock: false });
    expect(made.status, made.text).toBe(201);
    await sql("UPDATE refunds SET status = 'PENDING' WHERE id = $1", [made.json.data.id]);
    const body = JSON.stringify({
      id: `WH-${randomBytes(6).toString("hex")}`,
      event_type: "PAYMENT.CAPTURE.REFUNDED",
      resource_type: "refund",
      resource: { id: made.json.data.gateway_ref, status: "COMPLETED", amount: { currency_code: "EUR", value: "0.50" } },
    });
    const send = (headers: Record<string, string>) => call("POST", "/api/payment/paypal/webhook", { rawBody: body, headers });
    expect((await send(paypalWebhookHeaders(body, "WH-OTHER"))).status).toBe(400);
    expect((await send(paypalWebhookHeaders(body, PAYPAL.webhook_id))).json).toEqual({ success: true, result: "refunded" });
    expect((await send(paypalWebhookHeaders(body, PAYPAL.webhook_id))).json).toEqual({ success: true, result: "duplicate" });
    expect((await refundState(payment.orderId)).refunds[0]!.status).toBe("SUCCEEDED");
  });
});
