import { randomBytes } from "node:crypto";
import { startFakeGateway, type FakeAnswer, type RecordedRequest } from "./fake-gateway";

// A fake of Stripe's API for the PaymentIntents the checkout creates, in Stripe's own request
// format (form-encoded, `metadata[order_id]`), answering as Stripe does, an Idempotency-Key
// giving the first answer again.

export function startFakeStripe(port?: number) {
  const byKey = new Map<string, FakeAnswer>();
  let count = 0;
  return startFakeGateway((request: RecordedRequest, mode): FakeAnswer => {
    if (request.method !== "POST" || request.path !== "/v1/payment_intents")
      return { status: 404, body: { error: { type: "invalid_request_error", message: "Unrecognized request URL" } } };
    const key = request.headers["idempotency-key"] as string | undefined;
    const kept = key && byKey.get(key);
    if (kept) return kept;
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
