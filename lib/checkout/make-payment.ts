import { DomainError, fieldError, refusal } from "../core/errors";
import { db, type Tx } from "../db/client";
import { env } from "../env";
import { enqueue, QUEUES } from "../jobs/queue";
import type { DisplayCurrency } from "../money/currency";
import { paymentCredentials } from "../payments/payment-credentials";
import { GatewayRefused, GatewayUnavailable, type ChargeRequest, type ChargeStart } from "../payments/gateways/gateway";
import { startCharge } from "../payments/gateways/index";
import { claimKey, keepAnswer, keepRefusal, keptAnswer, requestHash, type KeyedRequest } from "./idempotency";
import { checkoutMessages } from "./messages";
import { prepareOrder, writeOrder, type OrderDraft, type WrittenOrder } from "./place-order";
import { releaseUnpaidOrder } from "./release-order";
import { IDEMPOTENCY_HEADER, type MakePaymentAnswer, type MakePaymentInput } from "./schemas";

// POST /make-payment: the order is written (./place-order.ts) and, for an online provider, its
// payment started at the gateway once the order's transaction committed, never inside it. Cash
// On Delivery answers at once: the order is pending and unpaid. With an Idempotency-Key the
// answer is kept and given again (./idempotency.ts).

export const gatewayRefused = refusal("bad_gateway", "The payment gateway refused to start the payment: the order is cancelled and its stock given back");
export const gatewayUnavailable = refusal(
  "service_unavailable",
  "The payment gateway could not be reached, timed out or failed: the order is cancelled and its stock given back",
);

type Store = { id: number; language: string; name: string; subdomain: string };
type Customer = OrderDraft["customer"];
type Request = { origin: string; idempotencyKey: string | null };

/** The transaction found the key claimed by a request that committed first. */
class KeyTaken extends Error {}

/** Stripe's bound. */
const MAX_KEY_LENGTH = 255;

const ORDER_TRANSACTION = { maxWait: 30_000, timeout: 20_000 };

export async function makePayment(store: Store, customer: Customer, input: MakePaymentInput, currency: DisplayCurrency, request: Request) {
  if (request.idempotencyKey !== null && request.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw fieldError(IDEMPOTENCY_HEADER, checkoutMessages(store.language, "keyTooLong"));
  }
  const keyed: KeyedRequest | null = request.idempotencyKey
    ? { storeId: store.id, customerId: customer.id, key: request.idempotencyKey, requestHash: requestHash(input, currency.code) }
    : null;
  if (keyed) {
    const kept = await keptAnswer(keyed, store.language);
    if (kept !== undefined) return kept as MakePaymentAnswer;
  }
  let draft: OrderDraft;
  let order: WrittenOrder;
  try {
    draft = await prepareOrder(store, customer, input);
    order = await db().$transaction(async (tx) => {
      if (keyed && !(await claimKey(tx, keyed))) throw new KeyTaken();
      return writeOrder(tx, draft, currency, async (written) => {
        const answer = written.provider === "COD" ? { status: 200, answer: codAnswer(store, written) } : {};
        if (keyed) await keepAnswer(keyed, { orderId: written.id, ...answer }, tx);
        await startOrderJobs(tx, store, written);
      });
    }, ORDER_TRANSACTION);
  } catch (error) {
    if (error instanceof KeyTaken) return (await keptAnswer(keyed!, store.language)) as MakePaymentAnswer;
    if (keyed && error instanceof DomainError) await keepRefusal(keyed, error);
    throw error;
  }
  if (order.provider === "COD") return codAnswer(store, order);
  return startOnlinePayment(store, customer, draft, order, request, keyed);
}

/**
 * What a placed order sets going, in its own transaction: Cash On Delivery e-mails the customer and
 * the owners now; an online order waits for its payment (whose confirmation e-mails them) until its
 * hold expires.
 */
async function startOrderJobs(tx: Tx, store: Store, order: WrittenOrder) {
  const ids = { storeId: store.id, orderId: order.id };
  if (order.provider === "COD") {
    await enqueue(tx, QUEUES.email, [{ data: { template: "orderConfirmation", ...ids } }, { data: { template: "newOrder", ...ids } }]);
  } else {
    await enqueue(tx, QUEUES.paymentHold, [{ data: ids, startAfter: Math.round(env().PAYMENT_HOLD_MINUTES * 60), singletonKey: `order-${order.id}` }]);
  }
}

function codAnswer(store: Store, order: WrittenOrder): MakePaymentAnswer {
  return {
    success: true,
    provider: "cod",
    order_id: order.id,
    order_code: order.code,
    message: checkoutMessages(store.language, "placedCod", { code: order.code }),
  };
}

/**
 * The gateway's start of the payment, for the order that committed. Its reference and what it was
 * really asked for go on the payment row; a gateway that refuses or fails leaves the order
 * cancelled and its stock back, so that nothing is held for a payment that cannot happen.
 */
async function startOnlinePayment(store: Store, customer: Customer, draft: OrderDraft, order: WrittenOrder, request: Request, keyed: KeyedRequest | null) {
  const { method, input } = draft;
  const opened = await paymentCredentials(store, { methodId: method.id });
  const charge: ChargeRequest = {
    storeOrigin: request.origin,
    order: {
      id: order.id,
      code: order.code,
      amount: order.amount,
      currency: order.currency,
      email: customer.email,
      name: customer.name,
      phone: input.phone || customer.phone || null,
      address: input.address ?? null,
      language: store.language,
    },
    method: {
      id: method.id,
      // Cash On Delivery never reaches a gateway: the method is an online one.
      provider: opened.provider as ChargeRequest["method"]["provider"],
      sandbox: opened.sandbox,
      credentials: "credentials" in opened ? opened.credentials : {},
      settlementCurrency: "settlementCurrency" in opened ? opened.settlementCurrency : null,
    },
    // The gateway's own idempotency: a retry of the same start is the same payment there too.
    idempotencyKey: keyed ? `checkout-${store.id}-${customer.id}-${keyed.key}` : `payment-${order.paymentId}`,
  };
  let started: ChargeStart;
  try {
    started = await startCharge(charge);
  } catch (error) {
    if (!(error instanceof GatewayRefused || error instanceof GatewayUnavailable)) throw error;
    await releaseUnpaidOrder(store, order.id, checkoutMessages(store.language, "gatewayCancelled"));
    const message = checkoutMessages(store.language, error instanceof GatewayRefused ? "gatewayRefused" : "gatewayUnavailable");
    const refused = (error instanceof GatewayRefused ? gatewayRefused : gatewayUnavailable).error(message);
    if (keyed) await keepAnswer(keyed, { status: refused.status, answer: refused.body() });
    throw refused;
  }
  await db().payment.update({
    where: { id: order.paymentId },
    data: { providerRef: started.reference, chargedAmount: started.charged.amount, chargedCurrency: started.charged.currency },
  });
  const answer = onlineAnswer(started, order);
  if (keyed) await keepAnswer(keyed, { status: 200, answer });
  return answer;
}

function onlineAnswer(started: ChargeStart, order: WrittenOrder): MakePaymentAnswer {
  switch (started.provider) {
    case "stripe":
      return { success: true, provider: "stripe", client_secret: started.client_secret, public_key: started.public_key, order_id: order.id };
    case "paypal":
      return { success: true, provider: "paypal", order_id: started.order_id, public_key: started.public_key };
    case "cmi":
      return { success: true, provider: "cmi", gateway_url: started.gateway_url, form_data: started.form_data };
  }
}
