import { DomainError, fieldError, refusal } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { env } from "../env";
import { enqueueOrderEmails } from "../notifications/enqueue";
import { enqueue, QUEUES } from "../jobs/queue";
import type { DisplayCurrency } from "../money/currency";
import { paymentCredentials } from "../payments/payment-credentials";
import { GatewayRefused, GatewayUnavailable, type ChargeRequest, type ChargeStart } from "../payments/gateways/gateway";
import { startCharge } from "../payments/gateways/index";
import { claimKey, keepAnswer, keepRefusal, keptAnswer, requestHash, type KeyedRequest } from "./idempotency";
import { checkoutMessages } from "./messages";
import { prepareOrder, writeOrder, type OrderDraft, type WrittenOrder } from "./place-order";
import { releaseUnpaidOrder } from "./release-order";
import { IDEMPOTENCY_HEADER, type MakePaymentInput, type PaymentStart } from "./schemas";
import { recordOrderEvent } from "../orders/order-event";

// POST /make-payment: the order is written (./place-order.ts) and, for an online provider, its
// payment started at the gateway once the order's transaction committed, never inside it. Cash
// On Delivery answers at once: the order is pending and unpaid. With an Idempotency-Key the
// answer is kept and given again (./idempotency.ts).

export const gatewayRefused = refusal("bad_gateway", "The payment gateway refused to start the payment: the order is cancelled and its stock given back");
export const gatewayUnavailable = refusal(
  "service_unavailable",
  "The payment gateway could not be reached, timed out or failed: the order is cancelled and its stock given back",
);

type Customer = OrderDraft["customer"];

export type MakePayment = {
  customer: Customer;
  order: MakePaymentInput;
  /** The currency the order is priced and paid in. */
  currency: DisplayCurrency;
  /** The storefront's origin, where a gateway sends the shopper back. */
  origin: string;
  idempotencyKey: string | null;
};

/** The transaction found the key claimed by a request that committed first. */
class KeyTaken extends Error {}

/** Stripe's bound. */
const MAX_KEY_LENGTH = 255;

const ORDER_TRANSACTION = { maxWait: 30_000, timeout: 20_000 };

export async function makePayment(store: Store, payment: MakePayment): Promise<PaymentStart> {
  const { customer, order: input, currency, idempotencyKey } = payment;
  if (idempotencyKey !== null && idempotencyKey.length > MAX_KEY_LENGTH) {
    throw fieldError(IDEMPOTENCY_HEADER, checkoutMessages(store.language, "keyTooLong"));
  }
  const keyed: KeyedRequest | null = idempotencyKey
    ? { storeId: store.id, customerId: customer.id, key: idempotencyKey, requestHash: requestHash(input, currency.code) }
    : null;
  if (keyed) {
    const kept = await keptAnswer(keyed, store.language);
    if (kept !== undefined) return kept as PaymentStart;
  }
  let draft: OrderDraft;
  let order: WrittenOrder;
  try {
    draft = await prepareOrder(store, { customer, order: input });
    order = await db().$transaction(async (tx) => {
      if (keyed && !(await claimKey(tx, keyed))) throw new KeyTaken();
      return writeOrder(store, {
        tx,
        draft,
        currency,
        within: async (written) => {
          const answer = written.provider === "COD" ? { status: 200, answer: codAnswer(store, written) } : {};
          if (keyed) await keepAnswer(keyed, { orderId: written.id, ...answer }, tx);
          await startOrderJobs(tx, store, written);
        },
      });
    }, ORDER_TRANSACTION);
  } catch (error) {
    if (error instanceof KeyTaken) return (await keptAnswer(keyed!, store.language)) as PaymentStart;
    if (keyed && error instanceof DomainError) await keepRefusal(keyed, error);
    throw error;
  }
  if (order.provider === "COD") return codAnswer(store, order);
  return startOnlinePayment(store, { draft, order, origin: payment.origin, keyed });
}

/**
 * What a placed order sets going, in its own transaction: Cash On Delivery e-mails the customer and
 * the owners now; an online order waits for its payment (whose confirmation e-mails them) until its
 * hold expires.
 */
async function startOrderJobs(tx: Tx, store: Store, order: WrittenOrder) {
  const ids = { storeId: store.id, orderId: order.id };
  await recordOrderEvent(tx, store, "orders/create", order.id);
  if (order.provider === "COD") {
    await enqueueOrderEmails(tx, "orderConfirmation", ids);
  } else {
    await enqueue(tx, QUEUES.paymentHold, [{ data: ids, startAfter: Math.round(env().PAYMENT_HOLD_MINUTES * 60), singletonKey: `order-${order.id}` }]);
  }
}

function codAnswer(store: Store, order: WrittenOrder): PaymentStart {
  return {
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
async function startOnlinePayment(store: Store, started: { draft: OrderDraft; order: WrittenOrder; origin: string; keyed: KeyedRequest | null }) {
  const { draft, order, keyed } = started;
  const { method, input, customer } = draft;
  const opened = await paymentCredentials(store, { methodId: method.id });
  const charge: ChargeRequest = {
    storeOrigin: started.origin,
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
  let charged: ChargeStart;
  try {
    charged = await startCharge(charge);
  } catch (error) {
    if (!(error instanceof GatewayRefused || error instanceof GatewayUnavailable)) throw error;
    await releaseUnpaidOrder(store, { orderId: order.id, message: checkoutMessages(store.language, "gatewayCancelled") });
    const message = checkoutMessages(store.language, error instanceof GatewayRefused ? "gatewayRefused" : "gatewayUnavailable");
    const refused = (error instanceof GatewayRefused ? gatewayRefused : gatewayUnavailable).error(message);
    if (keyed) await keepAnswer(keyed, { status: refused.status, answer: refused.body() });
    throw refused;
  }
  await db().payment.update({
    where: { id: order.paymentId },
    data: { providerRef: charged.reference, chargedAmount: charged.charged.amount, chargedCurrency: charged.charged.currency },
  });
  const answer = onlineAnswer(charged, order, charge.method.provider);
  if (keyed) await keepAnswer(keyed, { status: 200, answer });
  return answer;
}

function onlineAnswer(started: ChargeStart, order: WrittenOrder, method: ChargeRequest["method"]["provider"]): PaymentStart {
  switch (started.provider) {
    case "stripe":
      return { provider: "stripe", client_secret: started.client_secret, public_key: started.public_key, order_id: order.id, wallets: method === "gpay" };
    case "paypal":
      return { provider: "paypal", order_id: started.order_id, public_key: started.public_key, currency: started.charged.currency };
    case "cmi":
      return { provider: "cmi", gateway_url: started.gateway_url, form_data: started.form_data };
  }
}
