import { randomBytes } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { freshShopper } from "../support/arrange";
import { sql } from "../support/database";
import { fakeControl } from "../support/fake-gateway";
import { paypalWebhookHeaders } from "../support/fake-paypal";
import { call, post } from "../support/http";
import { keys } from "../support/owner-calls";
import { PAID_MESSAGE, paymentMethod, paymentState, paypalOrderAtFake, pendingPayment, type PendingPayment } from "../support/payments";

// The gateways' confirmations on the store's host: each believed only when the gateway signed
// it, each applied once, a paid order paid only for the amount it was charged. PayPal's capture
// and webhook.

const PAYPAL = { client_id: "pp-client-demo", client_secret: "pp-secret-demo", webhook_id: "WH-DEMO" };

/** A pending PayPal payment, charged in EUR as a MAD order is, with its order at the fake. */
async function paypalPayment(): Promise<PendingPayment> {
  const methodId = await paymentMethod("demo", "PAYPAL", PAYPAL, "PayPal");
  const payment = await pendingPayment(methodId, { reference: `pending-${randomBytes(4).toString("hex")}` });
  const reference = await paypalOrderAtFake(PAYPAL, payment.amount, payment.currency);
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
