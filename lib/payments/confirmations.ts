import type Stripe from "stripe";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { PaymentProvider } from "../db/generated/enums";
import { paymentStatusLabel, PAYMENT_STATUS } from "../orders/status";
import { confirmPayment, gatewayOf, type ConfirmationResult } from "./confirm-payment";
import { cmiResult, cmiSigned } from "./gateways/cmi";
import { capturePaypalOrder, captureOf, paypalWebhookGenuine, type PaypalMethod } from "./gateways/paypal";
import { fromStripeAmount, stripeEvent } from "./gateways/stripe";
import { confirmRefund, refundAt } from "../refunds/refund-events";
import { paymentMessages } from "./messages";
import { openCredentials, paymentCredentials } from "./payment-credentials";
import { gatewayFailure, paymentNotFound, unverifiedNotification } from "./refusals";

// What each gateway sends back, verified before it is believed, and turned into one confirmation
// (confirm-payment.ts): Stripe's signed webhooks, PayPal's capture and its webhooks (verified by
// PayPal's API), CMI's signed result posted to our callback and through the shopper's browser.

const STRIPE_EVENTS: Record<string, "paid" | "failed"> = { "payment_intent.succeeded": "paid", "payment_intent.payment_failed": "failed" };

/** A Stripe refund's state as ours: done, failed (or cancelled), or still on its way. */
const stripeRefundOutcome = (status: string | null | undefined) =>
  status === "succeeded" ? "succeeded" : status === "failed" || status === "canceled" ? "failed" : "pending";

/**
 * A refund's events: `refund.updated` is the refund; `charge.refunded` the charge, with the refunds
 * Stripe lists in it (each its own event of ours, so that one delivery confirms them all once).
 */
async function receiveStripeRefund(store: Store, event: Stripe.Event): Promise<ConfirmationResult> {
  type Refund = { id: string; status?: string | null };
  const refunds =
    event.type === "refund.updated" ? [event.data.object as Refund] : ((event.data.object as { refunds?: { data?: Refund[] } }).refunds?.data ?? []);
  const results: ConfirmationResult[] = [];
  for (const refund of refunds)
    results.push(
      await confirmRefund(store, {
        provider: "stripe",
        reference: refund.id,
        eventId: refunds.length > 1 ? `${event.id}/${refund.id}` : event.id,
        outcome: stripeRefundOutcome(refund.status),
      }),
    );
  return results.find((r) => r !== "unknown" && r !== "duplicate") ?? results[0] ?? "ignored";
}

/** A Stripe webhook, signed with the webhook secret of one of the store's Stripe or Google Pay methods. */
export async function receiveStripeEvent(store: Store, { rawBody, signature }: { rawBody: Buffer; signature: string | null }): Promise<ConfirmationResult> {
  // Every Stripe method's secret, those switched off too: a payment made before is still confirmed.
  const methods = await db().paymentMethod.findMany({
    where: { storeId: store.id, provider: { in: gatewayOf("stripe").payments } },
    select: { credentials: true },
  });
  const secrets = methods.map((m) => openCredentials(m.credentials).webhook_secret).filter(Boolean);
  const event = stripeEvent(rawBody, signature, secrets as string[]);
  if (!event) throw unverifiedNotification.error(paymentMessages(store.language, "badSignature"));
  if (event.type === "charge.refunded" || event.type === "refund.updated") return receiveStripeRefund(store, event);
  const outcome = STRIPE_EVENTS[event.type];
  if (!outcome) return "ignored";
  const intent = event.data.object as { id: string; amount: number; amount_received?: number; currency: string };
  const units = outcome === "paid" ? (intent.amount_received ?? intent.amount) : intent.amount;
  return confirmPayment(store, {
    provider: "stripe",
    reference: intent.id,
    eventId: event.id,
    amount: fromStripeAmount(units, intent.currency),
    currency: intent.currency,
    outcome,
  });
}

/** One of the store's payments at a gateway, by its reference there, with its method's credentials. */
async function paymentAt(store: Store, provider: PaymentProvider, reference: string, customerId?: number) {
  const payment = await db().payment.findFirst({
    where: { storeId: store.id, provider, providerRef: reference, ...(customerId === undefined ? {} : { order: { customerId } }) },
    select: {
      status: true,
      paymentMethodId: true,
      paymentMethod: { select: { sandbox: true } },
      order: { select: { id: true, code: true, paymentStatus: true } },
    },
  });
  if (!payment?.order || !payment.paymentMethodId) return null;
  const opened = await paymentCredentials(store, { methodId: payment.paymentMethodId });
  const method: PaypalMethod = { sandbox: opened.sandbox, credentials: "credentials" in opened ? opened.credentials : {} };
  return { ...payment, order: payment.order, method };
}

/**
 * The shopper approved the PayPal order in PayPal's button: we capture it. A payment captured
 * already is answered as it is, without asking PayPal again.
 */
export async function capturePaypalPayment(store: Store, { customerId, paypalOrderId }: { customerId: number; paypalOrderId: string }) {
  const payment = await paymentAt(store, PaymentProvider.PAYPAL, paypalOrderId, customerId);
  if (!payment) throw paymentNotFound.error(paymentMessages(store.language, "notFound"));
  const answer = (paid: boolean, message: string) => ({
    message,
    order_id: payment.order.id,
    order_code: payment.order.code,
    payment_status: paymentStatusLabel(paid ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.UNPAID) as "paid" | "unpaid",
  });
  if (payment.status === "SUCCEEDED") return answer(true, paymentMessages(store.language, "captured"));
  const capture = await capturePaypalOrder(payment.method, paypalOrderId).catch((error: unknown) => {
    throw gatewayFailure(error, store.language);
  });
  const completed = capture.status === "COMPLETED";
  const result = await confirmPayment(store, {
    provider: "paypal",
    reference: paypalOrderId,
    eventId: capture.captureId ?? `capture-${paypalOrderId}`,
    amount: capture.amount,
    currency: capture.currency,
    outcome: completed ? "paid" : "failed",
    captureRef: capture.captureId,
  });
  const paid = result === "paid" || (await paidAlready(store, PaymentProvider.PAYPAL, paypalOrderId));
  return answer(paid, paid ? paymentMessages(store.language, "captured") : paymentMessages(store.language, "notCaptured", { status: capture.status || "?" }));
}

async function paidAlready(store: Store, provider: PaymentProvider, reference: string): Promise<boolean> {
  const payment = await db().payment.findFirst({ where: { storeId: store.id, provider, providerRef: reference }, select: { status: true } });
  return payment?.status === "SUCCEEDED";
}

const PAYPAL_EVENTS: Record<string, "paid" | "failed"> = { "PAYMENT.CAPTURE.COMPLETED": "paid", "PAYMENT.CAPTURE.DENIED": "failed" };

/**
 * A PayPal webhook about a capture of one of the store's payments, believed once PayPal's
 * verify-webhook-signature API says PayPal sent it for the method's webhook. Other events, and
 * events about no payment of the store, change nothing and are not sent to PayPal to verify.
 */
export async function receivePaypalEvent(
  store: Store,
  { event, rawBody, headers }: { event: { id: string; event_type: string; resource?: unknown }; rawBody: Buffer; headers: Headers },
): Promise<ConfirmationResult> {
  if (event.event_type === PAYPAL_REFUNDED) return receivePaypalRefund(store, { event, rawBody, headers });
  const outcome = PAYPAL_EVENTS[event.event_type];
  const resource = event.resource as (Parameters<typeof captureOf>[0] & { supplementary_data?: { related_ids?: { order_id?: string } } }) | undefined;
  const reference = resource?.supplementary_data?.related_ids?.order_id;
  if (!outcome || !reference) return "ignored";
  const payment = await paymentAt(store, PaymentProvider.PAYPAL, reference);
  if (!payment) return "unknown";
  await verifyPaypalEvent(store, payment.method, { rawBody, headers });
  const capture = captureOf(resource);
  return confirmPayment(store, {
    provider: "paypal",
    reference,
    eventId: event.id,
    amount: capture.amount,
    currency: capture.currency,
    outcome,
    captureRef: capture.captureId,
  });
}

/** PayPal checks its signature over the event as it sent it: its own keys, in its own order. */
async function verifyPaypalEvent(store: Store, method: PaypalMethod, { rawBody, headers }: { rawBody: Buffer; headers: Headers }) {
  const genuine = await paypalWebhookGenuine(method, headers, JSON.parse(rawBody.toString("utf8"))).catch((error: unknown) => {
    throw gatewayFailure(error, store.language);
  });
  if (!genuine) throw unverifiedNotification.error(paymentMessages(store.language, "badSignature"));
}

const PAYPAL_REFUNDED = "PAYMENT.CAPTURE.REFUNDED";

/** PayPal's word that one of our refunds (its resource) completed, verified by the method of the payment it refunds. */
async function receivePaypalRefund(
  store: Store,
  { event, rawBody, headers }: { event: { id: string; resource?: unknown }; rawBody: Buffer; headers: Headers },
): Promise<ConfirmationResult> {
  const resource = event.resource as { id?: string; status?: string } | undefined;
  if (!resource?.id) return "ignored";
  const refund = await refundAt(store, [PaymentProvider.PAYPAL], resource.id);
  const payment = refund?.payment?.providerRef ? await paymentAt(store, PaymentProvider.PAYPAL, refund.payment.providerRef) : null;
  if (!payment) return "unknown";
  await verifyPaypalEvent(store, payment.method, { rawBody, headers });
  const outcome = resource.status === "COMPLETED" ? "succeeded" : resource.status === "FAILED" || resource.status === "CANCELLED" ? "failed" : "pending";
  return confirmRefund(store, { provider: "paypal", reference: resource.id, eventId: event.id, outcome });
}

/**
 * CMI's result for one of the store's orders, believed only under the store key's HASH. Approved
 * and applied, CMI is told to capture the pre-authorisation (`ACTION=POSTAUTH`); anything else
 * (declined, another amount, a wrong HASH, an unknown order) leaves it uncaptured (`FAILURE`).
 * The same result posted again (CMI retries; the browser lands too) is one event, its HASH.
 */
export async function receiveCmiResult(store: Store, fields: Record<string, string>): Promise<{ capture: boolean; orderCode: string | null }> {
  const { reference, outcome, amount, currency } = cmiResult(fields);
  const payment = reference ? await paymentAt(store, PaymentProvider.CMI, reference) : null;
  if (!payment) return { capture: false, orderCode: null };
  const storeKey = payment.method.credentials.store_key;
  if (!storeKey || !cmiSigned(fields, storeKey)) return { capture: false, orderCode: payment.order.code };
  const result = await confirmPayment(store, { provider: "cmi", reference, eventId: fields.HASH!, amount, currency, outcome });
  const capture = outcome === "paid" && (result === "paid" || (await paidAlready(store, PaymentProvider.CMI, reference)));
  return { capture, orderCode: payment.order.code };
}

/** The storefront's page of an order, where the shopper's browser goes back from a gateway. */
export const orderPagePath = (code: string | null) => (code ? `/orders/${encodeURIComponent(code)}` : "/");
