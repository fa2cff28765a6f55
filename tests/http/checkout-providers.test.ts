import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, afterEach, describe, expect, inject, it } from "vitest";
import { cmiHash } from "../../lib/payments/gateways/cmi";
import { setForTest } from "../support/arrange";
import { buyers, methodOf, PICKUP, plainPriceRow, stockOf } from "../support/checkout";
import { sql } from "../support/database";
import { fakeControl } from "../support/fake-gateway";
import { call, post } from "../support/http";
import { keys } from "../support/owner-calls";

// /make-payment with each online provider, the whole path against the fake gateways: the answer the
// app gets, the order and its payment written unpaid, the gateway's confirmation making it paid
// once, a forged one changing nothing, and a gateway that fails leaving the stock as it was. The
// demo store's methods are used as seeded, with the credentials the README prints.

const DEMO_STRIPE_WEBHOOK_SECRET = "whsec_demo_AtlasHomeSandboxSigningSecret";
const DEMO_CMI_STORE_KEY = "TEST|KEY";

const made: number[] = [];
afterAll(() => sql("DELETE FROM customers WHERE id = ANY($1::int[])", [made]));
afterEach(async () => {
  await fakeControl(inject("gateways").stripe).mode("ok");
  await fakeControl(inject("gateways").paypal).mode("ok");
});

async function checkout(provider: string, quantity = 2) {
  const row = await plainPriceRow("demo");
  await setForTest("product_prices", row.id, { quantity: 20 });
  const [buyer] = await buyers("demo", 1);
  made.push(buyer!.id);
  const reply = await post(
    "/api/make-payment",
    { ...PICKUP, payment_method_id: await methodOf("demo", provider), items: [{ id: row.product_id, quantity }] },
    { token: buyer!.token },
  );
  return { reply, buyer: buyer!, row };
}

type Written = { order_id: number; code: string; payment_status: number; delivery_status: number; total: string; status: string; provider_ref: string | null };
async function written(customerId: number): Promise<Written | undefined> {
  const [row] = await sql<Written>(
    `SELECT o.id AS order_id, o.code, o.payment_status, o.delivery_status, o.total_payable_amount::text AS total, p.status, p.provider_ref
     FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.customer_id = $1`,
    [customerId],
  );
  return row;
}

describe("/make-payment with Stripe and Google Pay", () => {
  for (const provider of ["STRIPE", "GPAY"]) {
    it(`${provider}: a PaymentIntent for the order's total; Stripe's signed webhook makes it paid, once`, async () => {
      const stripe = fakeControl(inject("gateways").stripe);
      await stripe.clear();
      const { reply, buyer, row } = await checkout(provider);
      expect(reply.status, reply.text).toBe(200);
      expect(keys(reply.json)).toEqual(["client_secret", "order_id", "provider", "public_key", "success", "wallets"]);
      // Google Pay's wallets are offered by the checkout (Stripe's Express Checkout Element); a card method's are not.
      expect(reply.json).toMatchObject({ success: true, provider: "stripe", public_key: expect.stringMatching(/^pk_test_/), wallets: provider === "GPAY" });
      const order = (await written(buyer.id))!;
      expect(order).toMatchObject({ order_id: reply.json.order_id, payment_status: 2, delivery_status: 1, status: "PENDING" });
      expect(reply.json.client_secret).toMatch(new RegExp(`^${order.provider_ref}_secret_`));
      expect(await stockOf(row.id)).toBe(18);

      const [sent] = await stripe.requests();
      const form = new URLSearchParams(sent!.body);
      expect(form.get("amount")).toBe(String(Math.round(Number(order.total) * 100)));
      expect(form.get("currency")).toBe("mad");
      expect(form.get("metadata[order_id]")).toBe(String(order.order_id));
      expect(sent!.headers["idempotency-key"]).toBeTruthy();

      const event = JSON.stringify({
        id: `evt_${randomBytes(6).toString("hex")}`,
        object: "event",
        type: "payment_intent.succeeded",
        data: {
          object: {
            id: order.provider_ref,
            object: "payment_intent",
            amount: Number(form.get("amount")),
            amount_received: Number(form.get("amount")),
            currency: "mad",
          },
        },
      });
      const send = (signature: string) => call("POST", "/api/payment/stripe/webhook", { rawBody: event, headers: { "stripe-signature": signature } });
      expect((await send(Stripe.webhooks.generateTestHeaderString({ payload: event, secret: "whsec_forged" }))).status).toBe(400);
      expect(await written(buyer.id)).toMatchObject({ payment_status: 2, status: "PENDING" });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: DEMO_STRIPE_WEBHOOK_SECRET });
      expect((await send(signature)).json).toEqual({ success: true, result: "paid" });
      expect(await written(buyer.id)).toMatchObject({ payment_status: 1, status: "SUCCEEDED" });
      expect((await send(signature)).json).toEqual({ success: true, result: "duplicate" });
    });
  }

  it("a Stripe that fails answers 503, one that refuses 502; the order is cancelled and its stock is back", async () => {
    const stripe = fakeControl(inject("gateways").stripe);
    for (const [mode, status] of [
      ["fail", 503],
      ["refuse", 502],
    ] as const) {
      await stripe.mode(mode);
      const { reply, buyer, row } = await checkout("STRIPE");
      expect(reply.status, reply.text).toBe(status);
      expect(keys(reply.json)).toEqual(["message", "success"]);
      expect(await written(buyer.id)).toMatchObject({ delivery_status: 4, payment_status: 2, status: "CANCELLED" });
      expect(await stockOf(row.id)).toBe(20);
    }
  });
});

describe("/make-payment with PayPal", () => {
  it("a PayPal order in the settlement currency; the shopper's approval captured makes the order paid", async () => {
    const paypal = fakeControl(inject("gateways").paypal);
    await paypal.clear();
    const { reply, buyer } = await checkout("PAYPAL");
    expect(reply.status, reply.text).toBe(200);
    expect(keys(reply.json)).toEqual(["currency", "order_id", "provider", "public_key", "success"]);
    expect(reply.json).toMatchObject({ success: true, provider: "paypal", public_key: expect.any(String), currency: "EUR" });
    const order = (await written(buyer.id))!;
    expect(order).toMatchObject({ payment_status: 2, status: "PENDING", provider_ref: reply.json.order_id });
    const created = (await paypal.requests()).find((r) => r.method === "POST" && r.path === "/v2/checkout/orders");
    const unit = JSON.parse(created!.body).purchase_units[0];
    // The demo store sells in dirhams, which PayPal does not take: the order goes to PayPal in euros.
    expect(unit.amount.currency_code).toBe("EUR");
    const [charged] = await sql<{ charged_currency: string; currency_code: string }>(
      "SELECT charged_currency, currency_code FROM payments WHERE provider_ref = $1",
      [reply.json.order_id],
    );
    expect(charged).toEqual({ charged_currency: "EUR", currency_code: "MAD" });

    const capture = await post("/api/payment/paypal/capture", { order_id: reply.json.order_id }, { token: buyer.token });
    expect(capture.status, capture.text).toBe(200);
    expect(capture.json).toMatchObject({ success: true, payment_status: "paid", order_id: order.order_id });
    expect(await written(buyer.id)).toMatchObject({ payment_status: 1, status: "SUCCEEDED" });
  });

  it("answers the currency PayPal's order is in: the owner's settlement currency (USD) when PayPal does not take the shop's", async () => {
    const paypal = fakeControl(inject("gateways").paypal);
    await paypal.clear();
    await setForTest("payment_methods", await methodOf("demo", "PAYPAL"), { settlement_currency: "USD" });
    const { reply, buyer } = await checkout("PAYPAL");
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.currency).toBe("USD");
    const created = (await paypal.requests()).find((r) => r.method === "POST" && r.path === "/v2/checkout/orders");
    const { amount } = JSON.parse(created!.body).purchase_units[0];
    expect(amount.currency_code).toBe(reply.json.currency);
    // The demo store's dollar is 0.1 of its dirham: the order's total converted once, half up to the cent.
    const total = Math.round(Number((await written(buyer.id))!.total) * 100);
    expect(amount.value).toBe((Math.round(total / 10) / 100).toFixed(2));
    const [charged] = await sql<{ charged_currency: string; charged_amount: string }>(
      "SELECT charged_currency, charged_amount::text FROM payments WHERE provider_ref = $1",
      [reply.json.order_id],
    );
    expect(charged).toEqual({ charged_currency: "USD", charged_amount: amount.value });
  });

  it("a PayPal that hangs past the timeout answers 503, and the stock is back", async () => {
    await fakeControl(inject("gateways").paypal).mode("hang");
    const { reply, buyer, row } = await checkout("PAYPAL");
    expect(reply.status, reply.text).toBe(503);
    expect(await written(buyer.id)).toMatchObject({ delivery_status: 4, status: "CANCELLED" });
    expect(await stockOf(row.id)).toBe(20);
  });
});

describe("/make-payment with CMI", () => {
  it("answers the signed form to post to CMI; CMI's signed approval makes the order paid, a wrong signature nothing", async () => {
    const { reply, buyer } = await checkout("CMI");
    expect(reply.status, reply.text).toBe(200);
    expect(keys(reply.json)).toEqual(["form_data", "gateway_url", "provider", "success"]);
    const form = reply.json.form_data as Record<string, string>;
    // Every key of the contract is the unit test's (lib/payments/gateways/cmi.test.ts); here, what the store's settings make of them.
    expect(form).toMatchObject({ clientid: "600000000", TranType: "PreAuth", hashAlgorithm: "ver3", currency: "504" });
    expect(form.HASH).toBe(cmiHash(form, DEMO_CMI_STORE_KEY));
    const order = (await written(buyer.id))!;
    expect(form.amount).toBe(Number(order.total).toFixed(2));
    expect(form.CallbackURL).toMatch(/^http:\/\/demo\.localhost:\d+\/api\/payment\/cmi\/callback$/);

    const result: Record<string, string> = {
      clientid: form.clientid!,
      oid: form.oid!,
      amount: form.amount!,
      currency: "504",
      ProcReturnCode: "00",
      Response: "Approved",
    };
    const post = (fields: Record<string, string>) =>
      call("POST", "/api/payment/cmi/callback", { rawBody: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded" });
    expect((await post({ ...result, HASH: cmiHash(result, "WRONG|KEY") })).text).toBe("FAILURE");
    expect(await written(buyer.id)).toMatchObject({ payment_status: 2, status: "PENDING" });
    expect((await post({ ...result, HASH: cmiHash(result, DEMO_CMI_STORE_KEY) })).text).toBe("ACTION=POSTAUTH");
    expect(await written(buyer.id)).toMatchObject({ payment_status: 1, status: "SUCCEEDED" });
  });
});
