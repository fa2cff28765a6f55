import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { describe, expect, inject, it } from "vitest";
import { cmiHash } from "../../lib/payments/gateways/cmi";
import { freshShopper } from "../support/arrange";
import { sql } from "../support/database";
import { fakeControl } from "../support/fake-gateway";
import { paypalWebhookHeaders } from "../support/fake-paypal";
import { call, get, origin, post } from "../support/http";
import { keys } from "../support/owner-calls";
import { paymentMethod, paymentState, pendingPayment, type PendingPayment } from "../support/payments";

// The gateways' confirmations on the store's host: each believed only when the gateway signed
// it, each applied once, a paid order paid only for the amount it was charged.

const STRIPE = { secret_key: "sk_test_demo", publishable_key: "pk_test_demo", webhook_secret: "whsec_test_demo" };
const PAYPAL = { client_id: "pp-client-demo", client_secret: "pp-secret-demo", webhook_id: "WH-DEMO" };
const CMI = { client_id: "600000000", store_key: "TEST|KEY" };
const PAID_MESSAGE = /^Payment received: /;

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

/** A PayPal order at the fake, as the checkout creates one, for the payment's amount. */
async function paypalOrder(amount: string, currency: string): Promise<string> {
  const base = inject("gateways").paypal;
  const auth = Buffer.from(`${PAYPAL.client_id}:${PAYPAL.client_secret}`).toString("base64");
  const token = await (
    await fetch(`${base}/v1/oauth2/token`, { method: "POST", headers: { authorization: `Basic ${auth}` }, body: "grant_type=client_credentials" })
  ).json();
  const order = await fetch(`${base}/v2/checkout/orders`, {
    method: "POST",
    headers: { authorization: `Bearer ${token.access_token}`, "content-type": "application/json" },
    body: JSON.stringify({ intent: "CAPTURE", purchase_units: [{ amount: { currency_code: currency, value: amount } }] }),
  });
  return ((await order.json()) as { id: string }).id;
}

/** A pending PayPal payment, charged in EUR as a MAD order is, with its order at the fake. */
async function paypalPayment(): Promise<PendingPayment> {
  const methodId = await paymentMethod("demo", "PAYPAL", PAYPAL, "PayPal");
  const payment = await pendingPayment(methodId, { reference: `pending-${randomBytes(4).toString("hex")}` });
  const reference = await paypalOrder(payment.amount, payment.currency);
  await sql("UPDATE payments SET provider_ref = $2 WHERE id = $1", [payment.id, reference]);
  return { ...payment, reference };
}

const capture = (orderId: string, token?: string, host?: string) => post("/api/payment/paypal/capture", { order_id: orderId }, { token, host });

describe("POST /payment/paypal/capture", () => {
  const paypal = () => fakeControl(inject("gateways").paypal);

  it("captures the approved order: COMPLETED marks it paid; captured again, PayPal is not asked twice", async () => {
    const payment = await paypalPayment();
    await paypal().clear();
    const reply = await capture(payment.reference, payment.token);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["message", "order_code", "order_id", "payment_status", "success"]);
    expect(reply.json).toEqual({
      success: true,
      message: "Payment received.",
      order_id: payment.orderId,
      order_code: payment.orderCode,
      payment_status: "paid",
    });
    expect(await paymentState(payment.id)).toMatchObject({ status: "SUCCEEDED", payment_status: 1, events: 1 });
    const again = await capture(payment.reference, payment.token);
    expect(again.json).toEqual(reply.json);
    const captures = (await paypal().requests()).filter((r) => r.path.endsWith("/capture"));
    expect(captures).toHaveLength(1);
    expect(captures[0]!.headers["paypal-request-id"]).toBe(`capture-${payment.reference}`);
  });

  it("401 without a token, 404 for another customer's or another store's payment, 422 without an order id; nothing captured", async () => {
    const payment = await paypalPayment();
    await paypal().clear();
    expect((await capture(payment.reference)).status).toBe(401);
    const stranger = await freshShopper();
    const theirs = await capture(payment.reference, stranger.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({ success: false, message: "No payment of this store has this reference." });
    const acmeShopper = await freshShopper("acme.localhost");
    expect((await capture(payment.reference, acmeShopper.token, "acme.localhost")).status).toBe(404);
    const bad = await post("/api/payment/paypal/capture", {}, { token: payment.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors)).toEqual(["order_id"]);
    expect(await paypal().requests()).toEqual([]);
    expect(await paymentState(payment.id)).toMatchObject({ status: "PENDING", payment_status: 2, events: 0 });
  });

  it("a gateway that refuses is a 502, one that fails or hangs a 503; nothing changes", async () => {
    const payment = await paypalPayment();
    try {
      await paypal().mode("refuse");
      const refused = await capture(payment.reference, payment.token);
      expect(refused.status).toBe(502);
      expect(refused.json).toEqual({ success: false, message: "The payment provider refused the request. Please try another payment method." });
      for (const mode of ["fail", "hang"] as const) {
        await paypal().mode(mode);
        const down = await capture(payment.reference, payment.token);
        expect(down.status).toBe(503);
        expect(down.json.success).toBe(false);
      }
    } finally {
      await paypal().mode("ok");
    }
    expect(await paymentState(payment.id)).toMatchObject({ status: "PENDING", payment_status: 2, events: 0 });
  });

  it("a declined capture marks the payment failed, the order unpaid", async () => {
    const payment = await paypalPayment();
    await paypal().mode("decline");
    try {
      const reply = await capture(payment.reference, payment.token);
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ success: true, payment_status: "unpaid", message: "PayPal did not complete the payment (DECLINED)." });
    } finally {
      await paypal().mode("ok");
    }
    expect(await paymentState(payment.id)).toMatchObject({ status: "FAILED", payment_status: 2 });
  });
});

describe("POST /payment/paypal/webhook", () => {
  const event = (type: string, payment: PendingPayment, id = `WH-${randomBytes(6).toString("hex")}`) =>
    JSON.stringify({
      id,
      event_type: type,
      resource_type: "capture",
      resource: {
        id: `CAP-${randomBytes(4).toString("hex")}`,
        status: type === "PAYMENT.CAPTURE.COMPLETED" ? "COMPLETED" : "DECLINED",
        amount: { currency_code: payment.currency, value: payment.amount },
        supplementary_data: { related_ids: { order_id: payment.reference } },
      },
    });
  const send = (body: string, headers: Record<string, string>) => call("POST", "/api/payment/paypal/webhook", { rawBody: body, headers });

  it("PAYMENT.CAPTURE.COMPLETED verified by PayPal marks the order paid, once", async () => {
    const payment = await paypalPayment();
    const body = event("PAYMENT.CAPTURE.COMPLETED", payment);
    const reply = await send(body, paypalWebhookHeaders(body, PAYPAL.webhook_id));
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true, result: "paid" });
    expect((await send(body, paypalWebhookHeaders(body, PAYPAL.webhook_id))).json).toEqual({ success: true, result: "duplicate" });
    const state = await paymentState(payment.id);
    expect(state).toMatchObject({ status: "SUCCEEDED", payment_status: 1, events: 1 });
    expect(state.messages.filter((m) => PAID_MESSAGE.test(m))).toHaveLength(1);
  });

  it("PAYMENT.CAPTURE.DENIED marks the payment failed", async () => {
    const payment = await paypalPayment();
    const body = event("PAYMENT.CAPTURE.DENIED", payment);
    expect((await send(body, paypalWebhookHeaders(body, PAYPAL.webhook_id))).json).toEqual({ success: true, result: "failed" });
    expect(await paymentState(payment.id)).toMatchObject({ status: "FAILED", payment_status: 2 });
  });

  it("refuses what PayPal does not vouch for: another webhook's signature, a changed body, no signature", async () => {
    const payment = await paypalPayment();
    const body = event("PAYMENT.CAPTURE.COMPLETED", payment);
    const changed = body.replace(payment.amount, "0.01");
    for (const [sent, headers] of [
      [body, paypalWebhookHeaders(body, "WH-OTHER")],
      [changed, paypalWebhookHeaders(body, PAYPAL.webhook_id)],
      [body, {}],
    ] as const) {
      const reply = await send(sent, headers);
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual({ success: false, message: "The signature of this notification could not be verified." });
    }
    expect(await paymentState(payment.id)).toMatchObject({ status: "PENDING", payment_status: 2, events: 0 });
  });
});

describe("CMI's result: /payment/cmi/callback, /success and /fail", () => {
  async function cmiPayment() {
    const payment = await pendingPayment(await paymentMethod("demo", "CMI", CMI, "CMI"));
    return payment;
  }
  /** CMI's result for the payment, signed with `key`. */
  const result = (payment: PendingPayment, over: Record<string, string> = {}, key = CMI.store_key) => {
    const fields: Record<string, string> = {
      clientid: CMI.client_id,
      oid: payment.reference,
      amount: Number(payment.amount).toFixed(2),
      currency: "504",
      ProcReturnCode: "00",
      Response: "Approved",
      TransId: `T${randomBytes(5).toString("hex")}`,
      AuthCode: "123456",
      mdStatus: "1",
      rnd: randomBytes(6).toString("hex"),
      hashAlgorithm: "ver3",
      encoding: "UTF-8",
      ...over,
    };
    return { ...fields, HASH: cmiHash(fields, key) };
  };
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const callback = (fields: Record<string, string>) =>
    call("POST", "/api/payment/cmi/callback", { rawBody: form(fields), contentType: "application/x-www-form-urlencoded" });

  it("approved and signed: paid, and CMI is told to capture (ACTION=POSTAUTH), again on a repeat without a second change", async () => {
    const payment = await cmiPayment();
    const fields = result(payment);
    const reply = await callback(fields);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^text\/plain/);
    expect(reply.text).toBe("ACTION=POSTAUTH");
    const paid = await paymentState(payment.id);
    expect(paid).toMatchObject({ status: "SUCCEEDED", payment_status: 1, events: 1 });
    expect((await callback(fields)).text).toBe("ACTION=POSTAUTH");
    expect(await paymentState(payment.id)).toEqual(paid);
  });

  it("a wrong HASH, another store key, or an unknown order: FAILURE, nothing changes", async () => {
    const payment = await cmiPayment();
    const forged = { ...result(payment), amount: "1.00" };
    for (const fields of [forged, result(payment, {}, "OTHER|KEY"), { ...result(payment), HASH: "" }, result({ ...payment, reference: "NO-SUCH-ORDER" })]) {
      const reply = await callback(fields);
      expect(reply.status).toBe(200);
      expect(reply.text).toBe("FAILURE");
    }
    expect(await paymentState(payment.id)).toMatchObject({ status: "PENDING", payment_status: 2, events: 0 });
  });

  it("declined: the payment fails and nothing is captured; another amount is flagged and not captured", async () => {
    const declined = await cmiPayment();
    expect((await callback(result(declined, { ProcReturnCode: "05", Response: "Declined" }))).text).toBe("FAILURE");
    expect(await paymentState(declined.id)).toMatchObject({ status: "FAILED", payment_status: 2 });
    const other = await cmiPayment();
    expect((await callback(result(other, { amount: "1.00" }))).text).toBe("FAILURE");
    const flagged = await paymentState(other.id);
    expect(flagged).toMatchObject({ status: "PENDING", payment_status: 2 });
    expect(flagged.flag_reason).toMatch(/^confirmed 1\.00 MAD/);
  });

  it("the shopper's browser comes back (POST or GET): the result is applied the same way, then a 303 to the order's page", async () => {
    const payment = await cmiPayment();
    const fields = result(payment);
    const landed = await call("POST", "/api/payment/cmi/success", { rawBody: form(fields), contentType: "application/x-www-form-urlencoded" });
    expect(landed.status).toBe(303);
    expect(landed.headers.location).toBe(`${origin()}/orders/${encodeURIComponent(payment.orderCode)}`);
    expect(await paymentState(payment.id)).toMatchObject({ status: "SUCCEEDED", payment_status: 1, events: 1 });
    // CMI's callback after the browser: the same result, one event.
    expect((await callback(fields)).text).toBe("ACTION=POSTAUTH");
    expect((await paymentState(payment.id)).events).toBe(1);

    const failed = await cmiPayment();
    const back = await get(`/api/payment/cmi/fail?${form(result(failed, { ProcReturnCode: "05" }))}`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`${origin()}/orders/${encodeURIComponent(failed.orderCode)}`);
    expect(await paymentState(failed.id)).toMatchObject({ status: "FAILED", payment_status: 2 });

    const forged = await get(`/api/payment/cmi/success?${form({ ...result(failed), HASH: "forged" })}`);
    expect(forged.status).toBe(303);
    expect((await paymentState(failed.id)).status).toBe("FAILED");
    const unknown = await get(`/api/payment/cmi/success?${form(result({ ...failed, reference: "NO-SUCH-ORDER" }))}`);
    expect(unknown.headers.location).toBe(`${origin()}/`);
  });

  it("a body that is not a form is refused before anything is read (415)", async () => {
    const reply = await post("/api/payment/cmi/callback", { oid: "x" });
    expect(reply.status).toBe(415);
  });
});
