import { invoiceOrder } from "../documents/issue-invoice";
import { enqueueOrderEmails } from "../notifications/enqueue";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { PaymentProvider } from "../db/generated/enums";
import { logger } from "../log";
import type { Decimal } from "../money/money";
import { DELIVERY_STATUS, PAYMENT_STATUS, paymentState } from "../orders/status";
import { paymentMessages } from "./messages";
import { recordOrderEvent } from "../orders/order-event";

// A gateway's word on a payment, applied once: found by the gateway's reference within the store,
// recorded under the gateway's event id (payment_events, unique per gateway), so that the same
// event delivered again changes nothing; a payment is paid only for the amount and currency it
// was charged, and a paid order gets payment_status 1 and a tracking message.

export type GatewayName = "stripe" | "gpay" | "paypal" | "cmi";

export type Confirmation = {
  provider: GatewayName;
  /** The gateway's id of the payment: the PaymentIntent, the PayPal order, the CMI oid. */
  reference: string;
  /** The gateway's id of this event, the key of its idempotency. */
  eventId: string;
  /** What the gateway says it took; null where it did not say (then it is not taken as paid). */
  amount: Decimal | null;
  currency: string;
  outcome: "paid" | "failed";
  /** PayPal's capture of the order, which a refund is later made against. */
  captureRef?: string | null;
};

/**
 * What came of it: `paid`, `failed`, `flagged` (kept for the owner: another amount, or money for
 * a cancelled order), `duplicate` (the event was seen before), `ignored` (nothing left to
 * change: a payment paid already, a failure after a success), `unknown` (no payment of the store
 * has this reference); `refunded` is a refund's (lib/refunds/refund-events.ts).
 */
export type ConfirmationResult = "paid" | "failed" | "flagged" | "duplicate" | "ignored" | "unknown" | "refunded";

/**
 * The gateway whose events these are, and the providers of the payments they confirm: Google Pay
 * payments are Stripe PaymentIntents, whose events Stripe sends.
 */
export function gatewayOf(provider: GatewayName): { events: PaymentProvider; payments: PaymentProvider[] } {
  if (provider === "paypal") return { events: PaymentProvider.PAYPAL, payments: [PaymentProvider.PAYPAL] };
  if (provider === "cmi") return { events: PaymentProvider.CMI, payments: [PaymentProvider.CMI] };
  return { events: PaymentProvider.STRIPE, payments: [PaymentProvider.STRIPE, PaymentProvider.GPAY] };
}

type LockedPayment = {
  id: number;
  orderId: number | null;
  amount: Decimal;
  currencyCode: string;
  chargedAmount: Decimal | null;
  chargedCurrency: string | null;
  status: string;
  order: { deliveryStatus: number; paymentMethodName: string } | null;
};

/**
 * What the gateway was asked to take for the payment, which its confirmation must match: the
 * order's amount, or another currency's where the gateway does not take the order's (PayPal).
 */
const chargedOf = (payment: LockedPayment) => ({
  amount: payment.chargedAmount ?? payment.amount,
  currency: payment.chargedCurrency ?? payment.currencyCode,
});

export async function confirmPayment(store: Store, confirmation: Confirmation): Promise<ConfirmationResult> {
  const gateway = gatewayOf(confirmation.provider);
  const result = await db().$transaction(async (tx) => {
    const payment = await lockPayment(tx, store.id, gateway.payments, confirmation.reference);
    if (!payment) return { outcome: "unknown" as const };
    const decision = decide(payment, confirmation);
    // The payment's row is locked: of two deliveries of one event, the second waits, then finds the first's row here.
    const { count } = await tx.paymentEvent.createMany({
      data: [{ storeId: store.id, paymentId: payment.id, provider: gateway.events, eventId: confirmation.eventId, outcome: decision.outcome }],
      skipDuplicates: true,
    });
    if (count === 0) return { outcome: "duplicate" as const };
    await apply(tx, store, payment, decision, confirmation.captureRef ?? null);
    return decision;
  });
  if (result.outcome === "flagged") logger.warn({ store_id: store.id, reference: confirmation.reference, reason: result.reason }, "payment flagged");
  return result.outcome;
}

async function lockPayment(tx: Tx, storeId: number, providers: PaymentProvider[], reference: string): Promise<LockedPayment | null> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM payments WHERE store_id = ${storeId} AND provider_ref = ${reference} AND provider::text = ANY(${providers}) FOR UPDATE`;
  if (!locked) return null;
  return tx.payment.findUniqueOrThrow({
    where: { id: locked.id },
    select: {
      id: true,
      orderId: true,
      amount: true,
      currencyCode: true,
      chargedAmount: true,
      chargedCurrency: true,
      status: true,
      order: { select: { deliveryStatus: true, paymentMethodName: true } },
    },
  });
}

type Decision = { outcome: "paid" | "failed" | "ignored" } | { outcome: "flagged"; reason: string };

function decide(payment: LockedPayment, { outcome, amount, currency }: Confirmation): Decision {
  if (outcome === "failed") return { outcome: payment.status === "PENDING" ? "failed" : "ignored" };
  if (payment.status === "SUCCEEDED") return { outcome: "ignored" };
  const charged = chargedOf(payment);
  // Stripe writes currencies in lower case.
  const confirmed = currency.toUpperCase();
  if (!amount || !amount.equals(charged.amount) || confirmed !== charged.currency.toUpperCase())
    return {
      outcome: "flagged",
      reason: `confirmed ${amount?.toFixed(2) ?? "no amount"} ${confirmed}, charged ${charged.amount.toFixed(2)} ${charged.currency}`,
    };
  if (!payment.order || payment.order.deliveryStatus === DELIVERY_STATUS.CANCELLED)
    return { outcome: "flagged", reason: "paid after its order was cancelled: to refund" };
  return { outcome: "paid" };
}

async function apply(tx: Tx, store: Store, payment: LockedPayment, decision: Decision, captureRef: string | null) {
  if (decision.outcome === "flagged") {
    await tx.payment.update({ where: { id: payment.id }, data: { flagReason: decision.reason } });
  } else if (decision.outcome === "failed") {
    await tx.payment.update({ where: { id: payment.id }, data: { status: "FAILED" } });
  } else if (decision.outcome === "paid") {
    await tx.payment.update({ where: { id: payment.id }, data: { status: "SUCCEEDED", flagReason: null, captureRef } });
    const { count } = await tx.order.updateMany({
      where: { id: payment.orderId!, storeId: store.id, paymentStatus: PAYMENT_STATUS.UNPAID },
      data: paymentState(PAYMENT_STATUS.PAID),
    });
    if (count > 0) {
      await tx.trackingEvent.create({
        data: { storeId: store.id, orderId: payment.orderId!, message: paymentMessages(store.language, "paid", { method: payment.order!.paymentMethodName }) },
      });
      await invoiceOrder(tx, store, payment.orderId!);
      await enqueueOrderEmails(tx, "paymentConfirmation", { storeId: store.id, orderId: payment.orderId! });
      await recordOrderEvent(tx, store, "orders/paid", payment.orderId!);
    }
  }
}
