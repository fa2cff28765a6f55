import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { sql } from "./database";
import { fakeControl } from "./fake-gateway";
import { post } from "./http";
import { asOwner } from "./owner-calls";
import { paymentMethod, paypalOrderAtFake, pendingPayment, type PendingPayment } from "./payments";

// Orders paid through each gateway (against the fakes), to refund, and what a refund left behind.

export const STRIPE = { secret_key: "sk_test_demo", publishable_key: "pk_test_demo", webhook_secret: "whsec_test_demo" };
export const PAYPAL = { client_id: "pp-client-demo", client_secret: "pp-secret-demo", webhook_id: "WH-DEMO" };

export const stripeFake = () => fakeControl(inject("gateways").stripe);
export const paypalFake = () => fakeControl(inject("gateways").paypal);

/** The order's payment taken: SUCCEEDED, the order paid, as a gateway's confirmation leaves them. */
async function markPaid(payment: PendingPayment) {
  await sql("UPDATE payments SET status = 'SUCCEEDED' WHERE id = $1", [payment.id]);
  await sql("UPDATE orders SET payment_status = 1, payment_required = 0 WHERE id = $1", [payment.orderId]);
}

/** A demo order of 2 items paid by card at Stripe's PaymentIntent `pi_test_…`. */
export async function stripePaid(): Promise<PendingPayment> {
  const payment = await pendingPayment(await paymentMethod("demo", "STRIPE", STRIPE, "Card (Stripe)"), {
    reference: `pi_test_${randomBytes(6).toString("hex")}`,
  });
  await markPaid(payment);
  return payment;
}

/** A demo order (MAD) charged `charged` EUR at PayPal and captured through the storefront's capture route, which keeps the capture id. */
export async function paypalPaid(charged = "10.00"): Promise<PendingPayment & { captureId: string }> {
  const payment = await pendingPayment(await paymentMethod("demo", "PAYPAL", PAYPAL, "PayPal"), { reference: `pending-${randomBytes(4).toString("hex")}` });
  const reference = await paypalOrderAtFake(PAYPAL, charged, "EUR");
  await sql("UPDATE payments SET provider_ref = $2, charged_amount = $3, charged_currency = 'EUR' WHERE id = $1", [payment.id, reference, charged]);
  const captured = await post("/api/payment/paypal/capture", { order_id: reference }, { token: payment.token });
  if (captured.json?.payment_status !== "paid") throw new Error(`capture failed: ${captured.text}`);
  const [row] = await sql<{ capture_ref: string }>("SELECT capture_ref FROM payments WHERE id = $1", [payment.id]);
  return { ...payment, reference, captureId: row!.capture_ref };
}

/** A demo Cash On Delivery order the owner marked paid (its payment row stays PENDING, as a live one does). */
export async function cashPaid(): Promise<PendingPayment> {
  const [cod] = await sql<{ id: number }>(
    "SELECT m.id FROM payment_methods m JOIN stores s ON s.id = m.store_id WHERE s.subdomain = 'demo' AND m.provider = 'COD'",
  );
  const payment = await pendingPayment(cod!.id);
  await sql("UPDATE orders SET payment_status = 1, payment_required = 0 WHERE id = $1", [payment.orderId]);
  return payment;
}

export const refund = (token: string, orderId: number, body: unknown) => asOwner(token, "POST", `/api/orders/${orderId}/refunds`, body);

/** The order's refunds as stored, its payment state, its history, its line and that line's stock, and the refund e-mails queued. */
export async function refundState(orderId: number) {
  const refunds = await sql<{ id: number; amount: string; status: string; gateway_ref: string | null; gateway_amount: string | null }>(
    "SELECT id, amount::text, status, gateway_ref, gateway_amount::text FROM refunds WHERE order_id = $1 ORDER BY id",
    [orderId],
  );
  const [order] = await sql<{ payment_status: number; payment_required: number; messages: string[]; line_id: number; stock: number }>(
    `SELECT o.payment_status, o.payment_required,
            array(SELECT t.message FROM tracking_events t WHERE t.order_id = o.id ORDER BY t.id) AS messages,
            (SELECT l.id FROM order_lines l WHERE l.order_id = o.id ORDER BY l.id LIMIT 1) AS line_id,
            (SELECT pr.quantity FROM order_lines l JOIN product_prices pr ON pr.id = l.product_price_id WHERE l.order_id = o.id LIMIT 1) AS stock
     FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  const mails = await sql<{ refund_id: number }>(
    "SELECT (data->>'refundId')::int AS refund_id FROM pgboss.job WHERE name = 'send-email' AND data->>'template' = 'refund' AND (data->>'orderId')::int = $1 ORDER BY 1",
    [orderId],
  );
  return { refunds, ...order!, mails: mails.map((m) => m.refund_id) };
}
