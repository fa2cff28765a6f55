import { createHmac, randomBytes } from "node:crypto";
import { startFakeGateway, type FakeAnswer, type RecordedRequest } from "./fake-gateway";

// A fake of PayPal's REST API: OAuth2 client credentials, Orders v2 (create with intent CAPTURE,
// capture, a PayPal-Request-Id giving the first answer again), a capture's refund (Payments v2) and
// verify-webhook-signature. Its
// webhook signatures are an HMAC the tests compute with `paypalWebhookHeaders`, standing for
// PayPal's certificate signature, which only PayPal's API checks in real life.

const SIGNING_KEY = "fake-paypal-signing-key";

const signatureOf = (transmissionId: string, time: string, webhookId: string, event: string) =>
  createHmac("sha256", SIGNING_KEY).update(`${transmissionId}|${time}|${webhookId}|${event}`).digest("base64");

/** The headers PayPal would sign `body` (the event's JSON as sent) with, for the webhook `webhookId`. */
export function paypalWebhookHeaders(body: string, webhookId: string): Record<string, string> {
  const transmissionId = randomBytes(8).toString("hex");
  const time = new Date().toISOString();
  return {
    "paypal-auth-algo": "SHA256withRSA",
    "paypal-cert-url": "https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-fake",
    "paypal-transmission-id": transmissionId,
    "paypal-transmission-time": time,
    "paypal-transmission-sig": signatureOf(transmissionId, time, webhookId, JSON.stringify(JSON.parse(body))),
  };
}

export function startFakePaypal(port?: number) {
  const tokens = new Set<string>();
  const orders = new Map<string, { amount: { currency_code: string; value: string }; captured?: FakeAnswer }>();
  const byRequestId = new Map<string, FakeAnswer>();
  const error = (status: number, name: string, issue?: string): FakeAnswer => ({
    status,
    body: { name, message: name, ...(issue ? { details: [{ issue }] } : {}) },
  });

  return startFakeGateway((request: RecordedRequest, mode): FakeAnswer => {
    if (request.path === "/v1/oauth2/token") {
      const [id, secret] = Buffer.from(String(request.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
        .toString()
        .split(":");
      if (!id || !secret || secret === "wrong-secret")
        return { status: 401, body: { error: "invalid_client", error_description: "Client Authentication failed" } };
      const token = `A21_fake_${randomBytes(8).toString("hex")}`;
      tokens.add(token);
      return {
        status: 200,
        body: { scope: "https://uri.paypal.com/services/payments", access_token: token, token_type: "Bearer", app_id: "APP-fake", expires_in: 32400 },
      };
    }
    if (!tokens.has(String(request.headers.authorization ?? "").replace(/^Bearer /, ""))) return error(401, "AUTHENTICATION_FAILURE");
    const requestId = request.headers["paypal-request-id"] as string | undefined;
    const kept = requestId && byRequestId.get(`${request.path}\n${requestId}`);
    if (kept) return kept;
    const keep = (answer: FakeAnswer) => (requestId && answer.status < 300 && byRequestId.set(`${request.path}\n${requestId}`, answer), answer);

    if (request.path === "/v2/checkout/orders") {
      if (mode === "refuse") return error(422, "UNPROCESSABLE_ENTITY", "CURRENCY_NOT_SUPPORTED");
      const body = JSON.parse(request.body) as { intent: string; purchase_units: { amount: { currency_code: string; value: string } }[] };
      const id = randomBytes(8).toString("hex").toUpperCase();
      orders.set(id, { amount: body.purchase_units[0]!.amount });
      return keep({
        status: 201,
        body: { id, status: "CREATED", links: [{ rel: "approve", href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}` }] },
      });
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(request.path);
    if (capture) {
      const order = orders.get(decodeURIComponent(capture[1]!));
      if (!order) return error(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      if (order.captured) return error(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
      if (mode === "refuse") return error(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED");
      const status = mode === "decline" ? "DECLINED" : "COMPLETED";
      const answer = keep({
        status: 201,
        body: {
          id: capture[1],
          status: "COMPLETED",
          purchase_units: [{ payments: { captures: [{ id: `CAP-${randomBytes(6).toString("hex").toUpperCase()}`, status, amount: order.amount }] } }],
        },
      });
      order.captured = answer;
      return answer;
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(request.path);
    if (refund) {
      if (mode === "refuse") return error(422, "UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED");
      const body = JSON.parse(request.body) as { amount?: { currency_code: string; value: string }; custom_id?: string };
      return keep({
        status: 201,
        body: { id: `REF-${randomBytes(6).toString("hex").toUpperCase()}`, status: "COMPLETED", amount: body.amount, custom_id: body.custom_id },
      });
    }
    if (request.path === "/v1/notifications/verify-webhook-signature") {
      const body = JSON.parse(request.body) as Record<string, unknown>;
      const expected = signatureOf(String(body.transmission_id), String(body.transmission_time), String(body.webhook_id), JSON.stringify(body.webhook_event));
      return { status: 200, body: { verification_status: body.transmission_sig === expected ? "SUCCESS" : "FAILURE" } };
    }
    return error(404, "RESOURCE_NOT_FOUND");
  }, port);
}
