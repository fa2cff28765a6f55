import { readFileSync } from "node:fs";
import path from "node:path";
import { inject, onTestFinished } from "vitest";
import { sealJson } from "../../lib/crypto/secret-box";
import { reloadEnv } from "../../lib/env";
import { sql } from "./database";
import { placeOrder, shopperOf } from "./orders";

// Payments of a test's own: a payment method with credentials sealed as the server seals them
// (its APP_SECRET, from its data folder), an order of a new customer paid by it, and the payment
// row the checkout writes with it, PENDING at the gateway's reference. All removed when the test ends.

export type Provider = "STRIPE" | "PAYPAL" | "CMI";

function sealed(credentials: Record<string, string>): string {
  reloadEnv({ APP_SECRET: readFileSync(path.join(inject("server").dataDir, "app-secret"), "utf8").trim() });
  try {
    return sealJson(credentials);
  } finally {
    // Servers a test starts inherit this process's environment: they keep their own secret.
    delete process.env.APP_SECRET;
    reloadEnv();
  }
}

/**
 * The store's method of this provider (a store has one per provider) with these credentials, active
 * and in sandbox; as it was again when the test ends, or gone if the store had none.
 */
export async function paymentMethod(subdomain: string, provider: Provider, credentials: Record<string, string>, name = `${provider} test`): Promise<number> {
  type Row = { id: number; name: string; is_active: boolean; sandbox: boolean; credentials: string | null };
  const [before] = await sql<Row>(
    "SELECT m.id, m.name, m.is_active, m.sandbox, m.credentials FROM payment_methods m JOIN stores s ON s.id = m.store_id WHERE s.subdomain = $1 AND m.provider = $2",
    [subdomain, provider],
  );
  const [method] = before
    ? await sql<{ id: number }>("UPDATE payment_methods SET name = $2, is_active = true, sandbox = true, credentials = $3 WHERE id = $1 RETURNING id", [
        before.id,
        name,
        sealed(credentials),
      ])
    : await sql<{ id: number }>(
        `INSERT INTO payment_methods (store_id, provider, name, is_active, sandbox, credentials, position, created_at, updated_at)
         VALUES ((SELECT id FROM stores WHERE subdomain = $1), $2, $3, true, true, $4, 99, now(), now()) RETURNING id`,
        [subdomain, provider, name, sealed(credentials)],
      );
  onTestFinished(async () => {
    if (!before) await sql("DELETE FROM payment_methods WHERE id = $1", [method!.id]);
    else
      await sql("UPDATE payment_methods SET name = $2, is_active = $3, sandbox = $4, credentials = $5 WHERE id = $1", [
        before.id,
        before.name,
        before.is_active,
        before.sandbox,
        before.credentials,
      ]);
  });
  return method!.id;
}

export type PendingPayment = { id: number; orderId: number; orderCode: string; amount: string; currency: string; reference: string; token: string };

/** A new customer's order paid by the method, and its payment, pending at `reference` (the order's code by default, as CMI's oid). */
export async function pendingPayment(methodId: number, options: { host?: string; reference?: string } = {}): Promise<PendingPayment> {
  const host = options.host ?? "demo.localhost";
  const customer = await shopperOf(host);
  const order = await placeOrder(customer);
  const [method] = await sql<{ provider: Provider; name: string }>("SELECT provider, name FROM payment_methods WHERE id = $1", [methodId]);
  const [store] = await sql<{ currency_code: string }>("SELECT currency_code FROM stores WHERE id = $1", [customer.storeId]);
  await sql("UPDATE orders SET payment_method_id = $2, payment_method_name = $3 WHERE id = $1", [order.id, methodId, method!.name]);
  const reference = options.reference ?? order.code;
  const [payment] = await sql<{ id: number }>(
    `INSERT INTO payments (store_id, order_id, payment_method_id, provider, provider_ref, amount, currency_code, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING', now(), now()) RETURNING id`,
    [customer.storeId, order.id, methodId, method!.provider, reference, order.total, store!.currency_code],
  );
  onTestFinished(async () => {
    await sql("DELETE FROM payments WHERE id = $1", [payment!.id]);
  });
  return { id: payment!.id, orderId: order.id, orderCode: order.code, amount: order.total, currency: store!.currency_code, reference, token: customer.token };
}

/** What a payment and its order hold now. */
export async function paymentState(paymentId: number) {
  const [state] = await sql<{ status: string; flag_reason: string | null; events: number; payment_status: number; messages: string[] }>(
    `SELECT p.status, p.flag_reason, (SELECT count(*)::int FROM payment_events e WHERE e.payment_id = p.id) AS events, o.payment_status,
            array(SELECT t.message FROM tracking_events t WHERE t.order_id = o.id ORDER BY t.id) AS messages
     FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = $1`,
    [paymentId],
  );
  return state!;
}

/** The message of a paid order in its shopper history. */
export const PAID_MESSAGE = /^Payment received: /;

/** A PayPal order at the fake for `amount`, created with the method's credentials as the checkout creates one. */
export async function paypalOrderAtFake(credentials: { client_id: string; client_secret: string }, amount: string, currency: string): Promise<string> {
  const base = inject("gateways").paypal;
  const auth = Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString("base64");
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
