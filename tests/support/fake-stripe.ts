import { randomBytes } from "node:crypto";
import { startFakeGateway, type FakeAnswer, type RecordedRequest } from "./fake-gateway";

// A fake of Stripe's API for the PaymentIntents the checkout creates and the refunds of them, in
// Stripe's own request format (form-encoded, `metadata[order_id]`), answering as Stripe does, an
// Idempotency-Key giving the first answer again.

export function startFakeStripe(port?: number) {
  const byKey = new Map<string, FakeAnswer>();
  let count = 0;
  return startFakeGateway((request: RecordedRequest, mode): FakeAnswer => {
    const known = request.method === "POST" && (request.path === "/v1/payment_intents" || request.path === "/v1/refunds");
    if (!known) return { status: 404, body: { error: { type: "invalid_request_error", message: "Unrecognized request URL" } } };
    const key = request.headers["idempotency-key"] as string | undefined;
    const kept = key && byKey.get(key);
    if (kept) return kept;
    if (request.path === "/v1/refunds") {
      const answer = refund(request, mode);
      if (key && answer.status < 500) byKey.set(key, answer);
      return answer;
    }
    if (mode === "refuse")
      return { status: 400, body: { error: { type: "invalid_request_error", code: "amount_too_small", message: "Amount must be at least 50 cents" } } };
    const form = new URLSearchParams(request.body);
    const id = `pi_fake_${++count}_${randomBytes(4).toString("hex")}`;
    const answer: FakeAnswer = {
      status: 200,
      body: {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency"),
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        metadata: { order_id: form.get("metadata[order_id]"), order_code: form.get("metadata[order_code]") },
        livemode: false,
      },
    };
    if (key) byKey.set(key, answer);
    return answer;
  }, port);
}

/** A refund of a PaymentIntent, succeeded at once as a card's is; refused as Stripe refuses one of a charge refunded already. */
function refund(request: RecordedRequest, mode: string): FakeAnswer {
  if (mode === "refuse")
    return { status: 400, body: { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Charge has already been refunded." } } };
  const form = new URLSearchParams(request.body);
  return {
    status: 200,
    body: {
      id: `re_fake_${randomBytes(6).toString("hex")}`,
      object: "refund",
      amount: Number(form.get("amount")),
      currency: "mad",
      payment_intent: form.get("payment_intent"),
      status: "succeeded",
      metadata: { refund_id: form.get("metadata[refund_id]"), order_id: form.get("metadata[order_id]") },
    },
  };
}
