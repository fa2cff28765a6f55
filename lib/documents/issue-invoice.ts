import { refusal } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { noSuchOrder } from "../orders/refusals";
import { DELIVERY_STATUS } from "../orders/status";
import { numberDocument, SERIES } from "./document-numbers";
import { documentMessages } from "./messages";

// An order's invoice is issued once: when it is paid (a gateway's confirmation, or the owner
// marking it paid), when it is delivered (Cash On Delivery is paid on the doorstep), or when the
// owner asks for it. Whichever comes first numbers it; the others find it there.

export const invoiceRefused = refusal("conflict", "A cancelled order is not invoiced: nothing is issued");
export const noInvoice = refusal("not_found", "The order has no invoice yet (it is issued when the order is paid or delivered, or by the owner)");

/**
 * The order's invoice, numbered now if it has none. Called inside the transaction that paid or
 * delivered the order; the order's row is locked first, so two such transactions at once number it once.
 */
export async function invoiceOrder(tx: Tx, store: Store, orderId: number) {
  await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId} AND store_id = ${store.id} FOR UPDATE`;
  const issued = await tx.invoice.findFirst({ where: { storeId: store.id, orderId, series: SERIES.invoice } });
  return issued ?? numberDocument(tx, store.id, { orderId, series: SERIES.invoice });
}

/** The owner's "Issue invoice": refused for a cancelled order; an order invoiced already keeps its number. */
export async function issueInvoice(store: Store, input: { orderId: number }) {
  return db().$transaction(async (tx) => {
    const order = await tx.order.findFirst({ where: { id: input.orderId, storeId: store.id }, select: { deliveryStatus: true } });
    if (!order) throw noSuchOrder(store.language);
    if (order.deliveryStatus === DELIVERY_STATUS.CANCELLED) throw invoiceRefused.error(documentMessages(store.language, "cancelledNotInvoiced"));
    return invoiceOrder(tx, store, input.orderId);
  });
}

/** The refund's credit note, numbered now if it has none; called by the transaction that completes the refund, under the order's row lock. */
export async function creditNoteFor(tx: Tx, store: Store, refund: { id: number; orderId: number }) {
  const issued = await tx.invoice.findFirst({ where: { storeId: store.id, refundId: refund.id } });
  return issued ?? numberDocument(tx, store.id, { orderId: refund.orderId, series: SERIES.creditNote, refundId: refund.id });
}
