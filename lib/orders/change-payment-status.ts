import { refusal } from "../core/errors";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { invoiceOrder } from "../documents/issue-invoice";
import { orderMessages, paymentName, trackingMessages } from "./messages";
import { noSuchOrder } from "./refusals";
import { DELIVERY_STATUS, nextPaymentStatuses, PAYMENT_STATUS, paymentState, type PaymentStatus } from "./status";

// The owner marks an order paid (the cash was collected, a transfer arrived) or unpaid again, as
// ./status.ts allows; the shopper sees it in the order's history. Paid, it is invoiced.

export const paymentChangeRefused = refusal(
  "conflict",
  "The order's payment state does not allow this change (already so; a cancelled order cannot be marked paid; an order a payment gateway took the money for cannot be marked unpaid): nothing changes",
);

export type PaymentChange = {
  orderId: number;
  /** Paid or unpaid: the refunded states are the refunds' (lib/refunds). */
  status: typeof PAYMENT_STATUS.PAID | typeof PAYMENT_STATUS.UNPAID;
  /** The tracking message the shopper sees; the state's own in the store's language when not given. */
  message?: string;
};

/**
 * Reads the order, checks the change against its state, and writes it with the state it read as a
 * condition, as delivery changes do: of two changes at once, the second is refused.
 */
export async function changePaymentStatus(store: Store, change: PaymentChange): Promise<void> {
  const { language } = store;
  await db().$transaction(async (tx) => {
    const where = { id: change.orderId, storeId: store.id };
    // Money a gateway took for the order is a payment that succeeded.
    const read = async () => {
      const order = await tx.order.findFirst({
        where,
        select: { paymentStatus: true, deliveryStatus: true, payments: { where: { status: "SUCCEEDED" }, select: { id: true }, take: 1 } },
      });
      return order && { paymentStatus: order.paymentStatus, deliveryStatus: order.deliveryStatus, paidOnline: order.payments.length > 0 };
    };
    const state = await read();
    if (!state) throw noSuchOrder(language);
    if (!nextPaymentStatuses(state).includes(change.status)) throw refusalFor(language, change.status, state);
    const { count } = await tx.order.updateMany({
      where: { ...where, paymentStatus: state.paymentStatus, deliveryStatus: state.deliveryStatus },
      data: paymentState(change.status),
    });
    if (count === 0) throw refusalFor(language, change.status, (await read())!);
    await tx.trackingEvent.create({
      data: { storeId: store.id, orderId: change.orderId, message: change.message ?? trackingMessages(language, `payment${change.status}`) },
    });
    if (change.status === PAYMENT_STATUS.PAID) await invoiceOrder(tx, store, change.orderId);
  });
}

/** Why the order cannot take `target`, from the state it is in. */
function refusalFor(language: string, target: PaymentStatus, state: Parameters<typeof nextPaymentStatuses>[0]) {
  if (state.paymentStatus === target) return paymentChangeRefused.error(orderMessages(language, "already", { status: paymentName(language, target) }));
  if (target === PAYMENT_STATUS.PAID && state.deliveryStatus === DELIVERY_STATUS.CANCELLED) {
    return paymentChangeRefused.error(orderMessages(language, "paidWhenCancelled"));
  }
  return paymentChangeRefused.error(orderMessages(language, "unpaidWhenPaidOnline"));
}
