import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { call, get } from "../support/http";
import { placeOrder, shopperOf } from "../support/orders";
import { asOwner, signInOwners } from "../support/owner-calls";
import { paymentMethod, pendingPayment } from "../support/payments";

// `payment_required` says the shopper still owes the order: 0 once it is paid, whoever marks it
// paid (a gateway's confirmation, the owner), 1 again when the owner marks it unpaid.

const STRIPE = { secret_key: "sk_test_demo", publishable_key: "pk_test_demo", webhook_secret: "whsec_test_demo" };

const required = async (orderId: number, token: string) => (await get(`/api/order-details/${orderId}`, { token })).json.data.payment_required as number;

describe("payment_required", () => {
  it("is 0 once a gateway's confirmation marks the order paid", async () => {
    const payment = await pendingPayment(await paymentMethod("demo", "STRIPE", STRIPE, "Card (Stripe)"), {
      reference: `pi_test_${randomBytes(6).toString("hex")}`,
    });
    expect(await required(payment.orderId, payment.token)).toBe(1);
    const units = Math.round(Number(payment.amount) * 100);
    const payload = JSON.stringify({
      id: `evt_${randomBytes(6).toString("hex")}`,
      object: "event",
      type: "payment_intent.succeeded",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: payment.reference, object: "payment_intent", amount: units, amount_received: units, currency: payment.currency.toLowerCase() } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhook_secret });
    const reply = await call("POST", "/api/payment/stripe/webhook", { host: "demo.localhost", rawBody: payload, headers: { "stripe-signature": signature } });
    expect(reply.json).toEqual({ success: true, result: "paid" });
    expect(await required(payment.orderId, payment.token)).toBe(0);
    const [row] = await sql<{ payment_status: number; payment_required: number }>("SELECT payment_status, payment_required FROM orders WHERE id = $1", [
      payment.orderId,
    ]);
    expect(row).toEqual({ payment_status: 1, payment_required: 0 });
  });

  it("is 0 when the owner marks the order paid, and 1 again when they mark it unpaid", async () => {
    const customer = await shopperOf();
    const order = await placeOrder(customer);
    const { demo } = await signInOwners();
    expect(await required(order.id, customer.token)).toBe(1);
    expect((await asOwner(demo, "PUT", `/api/orders/${order.id}/payment-status`, { status: 1 })).status).toBe(200);
    expect(await required(order.id, customer.token)).toBe(0);
    expect((await asOwner(demo, "PUT", `/api/orders/${order.id}/payment-status`, { status: 2 })).status).toBe(200);
    expect(await required(order.id, customer.token)).toBe(1);
  });

  it("is 0 on every paid order of the seeded stores (the migration's and the demo data's)", async () => {
    const [counts] = await sql<{ paid: number; wrong: number }>(
      `SELECT count(*) FILTER (WHERE payment_status = 1)::int AS paid,
              count(*) FILTER (WHERE payment_required <> CASE WHEN payment_status = 1 THEN 0 ELSE 1 END)::int AS wrong
       FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.subdomain IN ('demo', 'acme') AND o.code LIKE 'ORD-%'`,
    );
    expect(counts!.paid).toBeGreaterThan(0);
    expect(counts!.wrong).toBe(0);
  });
});
