import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeControl, type FakeGateway } from "@/tests/support/fake-gateway";
import { startFakePaypal } from "@/tests/support/fake-paypal";
import { startFakeStripe } from "@/tests/support/fake-stripe";
import { reloadEnv } from "../../env";
import { Decimal } from "../../money/money";
import { GatewayRefused, GatewayUnavailable, startCharge, type ChargeRequest } from "./index";

// startCharge against the fake gateways, as the checkout calls it.

let stripe: FakeGateway;
let paypal: FakeGateway;
beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePaypal()]);
  reloadEnv({ STRIPE_API_BASE: stripe.url, PAYPAL_API_BASE: paypal.url, GATEWAY_TIMEOUT_MS: "300" });
});
afterAll(async () => {
  reloadEnv({ STRIPE_API_BASE: "", PAYPAL_API_BASE: "", GATEWAY_TIMEOUT_MS: "10000" });
  await Promise.all([stripe.close(), paypal.close()]);
});
beforeEach(async () => {
  for (const fake of [stripe, paypal]) {
    await fakeControl(fake.url).mode("ok");
    await fakeControl(fake.url).clear();
  }
});

const request = (provider: ChargeRequest["method"]["provider"], over: Partial<ChargeRequest["order"]> = {}, key = `key-${Math.random()}`): ChargeRequest => ({
  storeOrigin: "https://demo.example.com",
  order: {
    id: 41,
    code: "ORD-41",
    amount: new Decimal("250.50"),
    currency: "MAD",
    email: "a@b.ma",
    name: "Ali",
    phone: null,
    address: null,
    language: "en",
    ...over,
  },
  method: {
    id: 5,
    provider,
    sandbox: true,
    credentials:
      provider === "paypal"
        ? { client_id: "pp-client", client_secret: "pp-secret", webhook_id: "WH-1" }
        : { secret_key: "sk_test_fake", publishable_key: "pk_test_fake", webhook_secret: "whsec_fake" },
    settlementCurrency: null,
  },
  idempotencyKey: key,
});

describe("startCharge: Stripe and Google Pay", () => {
  it("creates a PaymentIntent in minor units with the order in metadata and our idempotency key", async () => {
    const start = await startCharge(request("stripe", {}, "payment-41"));
    expect(start).toMatchObject({ provider: "stripe", public_key: "pk_test_fake", charged: { currency: "MAD" } });
    if (start.provider !== "stripe") throw new Error("not Stripe");
    expect(start.client_secret).toMatch(/^pi_fake_\w+_secret_/);
    expect(start.reference).toMatch(/^pi_fake_/);
    expect(start.charged.amount.toFixed(2)).toBe("250.50");
    const [sent] = await fakeControl(stripe.url).requests();
    expect(sent!.path).toBe("/v1/payment_intents");
    expect(sent!.headers["idempotency-key"]).toBe("payment-41");
    expect(sent!.headers.authorization).toBe("Bearer sk_test_fake");
    const form = new URLSearchParams(sent!.body);
    expect(Object.fromEntries(form)).toMatchObject({ amount: "25050", currency: "mad", "metadata[order_id]": "41", "metadata[order_code]": "ORD-41" });
    // The same key again is the same PaymentIntent.
    const again = await startCharge(request("stripe", {}, "payment-41"));
    expect(again.reference).toBe(start.reference);
  });

  it("counts a zero-decimal currency in units, and Google Pay is a card PaymentIntent", async () => {
    await startCharge(request("gpay", { amount: new Decimal("1500"), currency: "JPY" }));
    const form = new URLSearchParams((await fakeControl(stripe.url).requests())[0]!.body);
    expect(form.get("amount")).toBe("1500");
    expect(form.get("payment_method_types[0]")).toBe("card");
  });

  it("a refusal is GatewayRefused; a failure or a timeout GatewayUnavailable", async () => {
    await fakeControl(stripe.url).mode("refuse");
    await expect(startCharge(request("stripe"))).rejects.toBeInstanceOf(GatewayRefused);
    await fakeControl(stripe.url).mode("fail");
    await expect(startCharge(request("stripe"))).rejects.toBeInstanceOf(GatewayUnavailable);
    await fakeControl(stripe.url).mode("hang");
    await expect(startCharge(request("stripe"))).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(startCharge({ ...request("stripe"), method: { ...request("stripe").method, credentials: {} } })).rejects.toBeInstanceOf(GatewayRefused);
  });
});

describe("startCharge: PayPal", () => {
  it("takes a token once, then creates an order with intent CAPTURE under our request id", async () => {
    const first = await startCharge(request("paypal", { currency: "USD" }, "payment-42"));
    expect(first).toMatchObject({ provider: "paypal", public_key: "pp-client", charged: { currency: "USD" } });
    if (first.provider !== "paypal") throw new Error("not PayPal");
    expect(first.order_id).toBe(first.reference);
    await startCharge(request("paypal", { currency: "EUR", amount: new Decimal("9.9") }));
    const sent = await fakeControl(paypal.url).requests();
    expect(sent.map((r) => r.path)).toEqual(["/v1/oauth2/token", "/v2/checkout/orders", "/v2/checkout/orders"]);
    expect(sent[0]!.headers.authorization).toBe(`Basic ${Buffer.from("pp-client:pp-secret").toString("base64")}`);
    expect(sent[1]!.headers["paypal-request-id"]).toBe("payment-42");
    expect(JSON.parse(sent[1]!.body)).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ reference_id: "ORD-41", custom_id: "41", amount: { currency_code: "USD", value: "250.50" } }],
    });
    expect(JSON.parse(sent[2]!.body).purchase_units[0].amount).toEqual({ currency_code: "EUR", value: "9.90" });
  });

  it("a refusal is GatewayRefused; a failure or a timeout GatewayUnavailable", async () => {
    await fakeControl(paypal.url).mode("refuse");
    await expect(startCharge(request("paypal", { currency: "USD" }))).rejects.toBeInstanceOf(GatewayRefused);
    await fakeControl(paypal.url).mode("fail");
    await expect(startCharge(request("paypal", { currency: "USD" }))).rejects.toBeInstanceOf(GatewayUnavailable);
    await fakeControl(paypal.url).mode("hang");
    await expect(startCharge(request("paypal", { currency: "USD" }))).rejects.toBeInstanceOf(GatewayUnavailable);
    await fakeControl(paypal.url).mode("ok");
    const wrong = request("paypal", { currency: "USD" });
    await expect(startCharge({ ...wrong, method: { ...wrong.method, credentials: { client_id: "x", client_secret: "wrong-secret" } } })).rejects.toBeInstanceOf(
      GatewayRefused,
    );
  });
});

describe("startCharge: CMI", () => {
  it("answers the signed form for the gate of the sandbox flag", async () => {
    const start = await startCharge({
      ...request("cmi"),
      method: { ...request("cmi").method, credentials: { client_id: "600000000", store_key: "TEST|KEY" } },
    });
    expect(start).toMatchObject({ provider: "cmi", gateway_url: "https://testpayment.cmi.co.ma/fim/est3Dgate", reference: "ORD-41" });
  });
});
