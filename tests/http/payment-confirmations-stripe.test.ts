import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { call } from "../support/http";
import { keys } from "../support/owner-calls";
import { PAID_MESSAGE, paymentMethod, paymentState, pendingPayment, type PendingPayment } from "../support/payments";

// The gateways' confirmations on the store's host: each believed only when the gateway signed
// it, each applied once, a paid order paid only for the amount it was charged. Stripe's webhook.

const STRIPE = { secret_key: "sk_test_demo", publishable_key: "pk_test_demo", webhook_secret: "whsec_test_demo" };

const cents = (amount: string) => Math.round(Number(amount) * 100);

function stripeEvent(type: string, payment: { reference: string; amount: string; currency: string }, id = `evt_${randomBytes(6).toString("hex")}`) {
  const units = cents(payment.amount);
  return JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: payment.reference,
        object: "payment_intent",
        amount: units,
        amount_received: type.endsWith("succeeded") ? units : 0,
        currency: payment.currency.toLowerCase(),
      },
    },
  });
}

const sendStripe = (payload: string, signature: string | undefined, host = "demo.localhost") =>
  call("POST", "/api/payment/stripe/webhook", { host, rawBody: payload, headers: signature ? { "stripe-signature": signature } : {} });
const sign = (payload: string, secret = STRIPE.webhook_secret, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

async function stripePayment(): Promise<PendingPayment> {
  return pendingPayment(await paymentMethod("demo", "STRIPE", STRIPE, "Card (Stripe)"), { reference: `pi_test_${randomBytes(6).toString("hex")}` });
}

describe("POST /payment/stripe/webhook", () => {
  it("marks the order paid on payment_intent.succeeded, once: the same event again changes nothing", async () => {
    const payment = await stripePayment();
    const payload = stripeEvent("payment_intent.succeeded", payment);
    const reply = await sendStripe(payload, sign(payload));
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["result", "success"]);
    expect(reply.json).toEqual({ success: true, result: "paid" });
    const paid = await paymentState(payment.id);
    expect(paid).toMatchObject({ status: "SUCCEEDED", flag_reason: null, events: 1, payment_status: 1 });
    expect(paid.messages.filter((m) => PAID_MESSAGE.test(m))).toEqual(["Payment received: Card (Stripe)."]);

    const again = await sendStripe(payload, sign(payload));
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ success: true, result: "duplicate" });
    // Another event for a payment paid already is recorded, and changes nothing either.
    const other = stripeEvent("payment_intent.succeeded", payment);
    expect((await sendStripe(other, sign(other))).json).toEqual({ success: true, result: "ignored" });
    const after = await paymentState(payment.id);
    expect(after.messages).toEqual(paid.messages);
    expect(after.status).toBe("SUCCEEDED");
    // Paid, the order is invoiced once, whatever events come after.
    const invoices = await sql<{ code: string }>("SELECT i.code FROM invoices i JOIN payments p ON p.order_id = i.order_id WHERE p.id = $1", [payment.id]);
    expect(invoices.map((i) => i.code)).toEqual([expect.stringMatching(/^INV-\d{4}-\d{6}$/)]);
  });

  it("refuses a forged, unsigned, stale or tampered delivery with 400 and changes nothing", async () => {
    const payment = await stripePayment();
    const payload = stripeEvent("payment_intent.succeeded", payment);
    const tampered = payload.replace(`"amount":${cents(payment.amount)}`, `"amount":1`);
    for (const [body, signature] of [
      [payload, sign(payload, "whsec_forged")],
      [payload, undefined],
      [payload, sign(payload, STRIPE.webhook_secret, Math.floor(Date.now() / 1000) - 3600)],
      [tampered, sign(payload)],
      [payload, "t=1,v1=deadbeef"],
    ] as const) {
      const reply = await sendStripe(body, signature);
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual({ success: false, message: "The signature of this notification could not be verified." });
    }
    expect(await paymentState(payment.id)).toMatchObject({ status: "PENDING", events: 0, payment_status: 2 });
    // Not JSON at all: 400 from the wrapper, before any signature is looked at.
    expect((await sendStripe("not json", sign("not json"))).status).toBe(400);
  });

  it("marks the payment failed on payment_intent.payment_failed, and paid when a later attempt succeeds", async () => {
    const payment = await stripePayment();
    const failed = stripeEvent("payment_intent.payment_failed", payment);
    expect((await sendStripe(failed, sign(failed))).json).toEqual({ success: true, result: "failed" });
    expect(await paymentState(payment.id)).toMatchObject({ status: "FAILED", payment_status: 2 });
    const succeeded = stripeEvent("payment_intent.succeeded", payment);
    expect((await sendStripe(succeeded, sign(succeeded))).json).toEqual({ success: true, result: "paid" });
    // A failure reported after the success does not undo it.
    const late = stripeEvent("payment_intent.payment_failed", payment);
    expect((await sendStripe(late, sign(late))).json).toEqual({ success: true, result: "ignored" });
    expect(await paymentState(payment.id)).toMatchObject({ status: "SUCCEEDED", payment_status: 1 });
  });

  it("flags a payment confirmed for another amount or currency, and leaves the order unpaid", async () => {
    const payment = await stripePayment();
    const payload = stripeEvent("payment_intent.succeeded", { ...payment, amount: String(Number(payment.amount) - 1) });
    expect((await sendStripe(payload, sign(payload))).json).toEqual({ success: true, result: "flagged" });
    const flagged = await paymentState(payment.id);
    expect(flagged).toMatchObject({ status: "PENDING", payment_status: 2, events: 1 });
    expect(flagged.flag_reason).toMatch(/^confirmed .+ MAD, charged .+ MAD$/);
    const euros = stripeEvent("payment_intent.succeeded", { ...payment, currency: "EUR" });
    expect((await sendStripe(euros, sign(euros))).json).toEqual({ success: true, result: "flagged" });
    expect((await paymentState(payment.id)).payment_status).toBe(2);
  });

  it("flags money taken for an order cancelled meanwhile (to refund), and leaves it cancelled and unpaid", async () => {
    const payment = await stripePayment();
    await sql("UPDATE orders SET delivery_status = 4 WHERE id = $1", [payment.orderId]);
    const payload = stripeEvent("payment_intent.succeeded", payment);
    expect((await sendStripe(payload, sign(payload))).json).toEqual({ success: true, result: "flagged" });
    expect(await paymentState(payment.id)).toMatchObject({
      status: "PENDING",
      payment_status: 2,
      flag_reason: "paid after its order was cancelled: to refund",
    });
  });

  it("ignores other events, and knows no payment of another store", async () => {
    const payment = await stripePayment();
    const created = stripeEvent("payment_intent.created", payment);
    expect((await sendStripe(created, sign(created))).json).toEqual({ success: true, result: "ignored" });
    // acme's own Stripe method signs an event about demo's PaymentIntent: acme has no such payment.
    await paymentMethod("acme", "STRIPE", { ...STRIPE, webhook_secret: "whsec_acme" });
    const stolen = stripeEvent("payment_intent.succeeded", payment);
    const reply = await sendStripe(stolen, sign(stolen, "whsec_acme"), "acme.localhost");
    expect(reply.json).toEqual({ success: true, result: "unknown" });
    // demo's secret does not sign for acme.
    expect((await sendStripe(stolen, sign(stolen), "acme.localhost")).status).toBe(400);
    expect(await paymentState(payment.id)).toMatchObject({ status: "PENDING", events: 0, payment_status: 2 });
  });
});
