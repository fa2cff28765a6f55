import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import type { PaymentProvider } from "../db/generated/enums";
import { gatewayOf, type ConfirmationResult, type GatewayName } from "../payments/confirm-payment";
import { completeRefund, settlePaymentState } from "./refunds";

// A gateway's word on one of our refunds (Stripe's charge.refunded and refund.updated, PayPal's
// PAYMENT.CAPTURE.REFUNDED), applied as payments' confirmations are: found by the gateway's id of
// the refund within the store, the event recorded once in payment_events under the order's row
// lock, so that the same event again changes nothing.

export type RefundConfirmation = {
  provider: GatewayName;
  /** The gateway's id of the refund: re_…, PayPal's refund id. */
  reference: string;
  eventId: string;
  outcome: "succeeded" | "failed" | "pending";
};

/** The store's refund the gateway knows by `reference`, with its payment's gateway reference (the PayPal order, to verify by its method). */
export async function refundAt(store: Store, providers: PaymentProvider[], reference: string) {
  return db().refund.findFirst({
    where: { storeId: store.id, provider: { in: providers }, gatewayRef: reference },
    select: { id: true, orderId: true, paymentId: true, payment: { select: { providerRef: true } } },
  });
}

/**
 * `refunded` when it completes a refund that was pending, `failed` when the gateway failed one,
 * `duplicate` for an event seen before, `ignored` when nothing changes, `unknown` for a refund the
 * store did not make through us (one made in the gateway's own dashboard).
 */
export async function confirmRefund(store: Store, confirmation: RefundConfirmation): Promise<ConfirmationResult> {
  const gateway = gatewayOf(confirmation.provider);
  const refund = await refundAt(store, gateway.payments, confirmation.reference);
  if (!refund?.paymentId) return "unknown";
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM orders WHERE id = ${refund.orderId} AND store_id = ${store.id} FOR UPDATE`;
    const { status } = await tx.refund.findUniqueOrThrow({ where: { id: refund.id }, select: { status: true } });
    const outcome =
      confirmation.outcome === "succeeded" && status === "PENDING"
        ? "refunded"
        : confirmation.outcome === "failed" && status !== "FAILED"
          ? "failed"
          : "ignored";
    const { count } = await tx.paymentEvent.createMany({
      data: [{ storeId: store.id, paymentId: refund.paymentId!, provider: gateway.events, eventId: confirmation.eventId, outcome: `refund ${outcome}` }],
      skipDuplicates: true,
    });
    if (count === 0) return "duplicate";
    if (outcome === "refunded") await completeRefund(tx, store, refund.id);
    if (outcome === "failed") {
      // The money did not go back after all: it counts as paid again (stock given back stays).
      await tx.refund.update({ where: { id: refund.id }, data: { status: "FAILED" } });
      await settlePaymentState(tx, store, refund.orderId);
    }
    return outcome;
  });
}
