import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../money/money";
import { fromStripeAmount, stripeAmount, stripeEvent } from "./stripe";

describe("Stripe", () => {
  it("counts amounts in the currency's minor units: cents, none for zero-decimal currencies, thousandths for three", () => {
    expect(stripeAmount(new Decimal("100.00"), "MAD")).toBe(10000);
    expect(stripeAmount(new Decimal("19.99"), "eur")).toBe(1999);
    expect(stripeAmount(new Decimal("1500"), "JPY")).toBe(1500);
    expect(stripeAmount(new Decimal("1500.50"), "JPY")).toBe(1501);
    expect(stripeAmount(new Decimal("12000"), "krw")).toBe(12000);
    expect(stripeAmount(new Decimal("3.25"), "KWD")).toBe(3250);
    expect(fromStripeAmount(1999, "eur").toFixed(2)).toBe("19.99");
    expect(fromStripeAmount(1500, "jpy").toFixed(2)).toBe("1500.00");
    expect(fromStripeAmount(3250, "KWD").toFixed(3)).toBe("3.250");
  });

  it("takes an event signed by one of the secrets, and nothing forged, unsigned or stale", () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event", type: "payment_intent.succeeded", data: { object: { id: "pi_1" } } });
    const secret = "whsec_test_secret";
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(stripeEvent(Buffer.from(payload), signed, ["whsec_other", secret])?.id).toBe("evt_1");
    expect(stripeEvent(Buffer.from(payload), signed, ["whsec_other"])).toBeNull();
    expect(stripeEvent(Buffer.from(payload), null, [secret])).toBeNull();
    expect(stripeEvent(Buffer.from(payload.replace("pi_1", "pi_2")), signed, [secret])).toBeNull();
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stripeEvent(Buffer.from(payload), stale, [secret])).toBeNull();
  });
});
