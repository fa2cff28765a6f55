import { refusal, type DomainError } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { invoiceOrder } from "../documents/issue-invoice";
import { giveBackStock } from "../inventory/stock";
import { enqueueCustomerEmail } from "../notifications/enqueue";
import { carrierName, trackingUrl, type Carrier } from "./carriers";
import { deliveryName, orderMessages, trackingMessages } from "./messages";
import { noSuchOrder } from "./refusals";
import { DELIVERY_STATUS, nextDeliveryStatuses, PAYMENT_STATUS, type DeliveryStatus } from "./status";
import { recordOrderEvent } from "./order-event";

// Moving an order along its delivery states, for the owner (any step the table of ./status.ts
// allows) and for the shopper (cancel only). The two share this one function, so that a cancel
// puts the stock back the same way and exactly once, whoever asks and however many ask at once.

export const deliveryChangeRefused = refusal(
  "conflict",
  "The order's delivery state does not allow this change (one step at a time: pending, confirmed, shipped, delivered; cancelled while not shipped): nothing changes",
);

export type DeliveryChange = {
  orderId: number;
  status: Exclude<DeliveryStatus, typeof DELIVERY_STATUS.PENDING>;
  /** The tracking message the shopper sees; the state's own in the store's language when not given. */
  message?: string;
  /** The shopper asking, on the customer API: only their own order is found. */
  customerId?: number;
  /** The refusal of a change the order's state does not allow; the owner's by default. */
  refuse?: (from: DeliveryStatus) => DomainError;
  /** Only while the order is unpaid: an expiring payment hold must not cancel an order paid meanwhile. */
  unpaidOnly?: boolean;
  /** The shipped step's parcel: its carrier and number there, in the shopper's message, order page and e-mail. */
  parcel?: { carrier: Carrier; trackingNumber: string };
};

/**
 * Reads the order, checks the change against its state, and writes it with the state it read as a
 * condition: of two changes at once, the second finds the row changed and is refused, having
 * written nothing. A cancel also puts back the stock the lines took; a delivery issues the
 * order's invoice if it has none (Cash On Delivery is paid on the doorstep); shipping e-mails the shopper.
 */
export async function changeDeliveryStatus(store: Store, change: DeliveryChange): Promise<void> {
  const { language } = store;
  const refuse =
    change.refuse ??
    ((from: DeliveryStatus) =>
      deliveryChangeRefused.error(
        from === change.status
          ? orderMessages(language, "already", { status: deliveryName(language, from) })
          : orderMessages(language, "deliveryNotAllowed", { from: deliveryName(language, from), to: deliveryName(language, change.status) }),
      ));
  await db().$transaction(async (tx) => {
    const owned = { id: change.orderId, storeId: store.id, ...(change.customerId === undefined ? {} : { customerId: change.customerId }) };
    const order = await tx.order.findFirst({
      where: owned,
      select: {
        id: true,
        deliveryStatus: true,
        paymentStatus: true,
        lines: { select: { productId: true, productPriceId: true, quantity: true, options: true } },
      },
    });
    if (!order) throw noSuchOrder(language);
    const from = order.deliveryStatus as DeliveryStatus;
    if (!nextDeliveryStatuses(from).includes(change.status)) throw refuse(from);
    const unpaid = change.unpaidOnly ? { paymentStatus: PAYMENT_STATUS.UNPAID } : {};
    if (change.unpaidOnly && order.paymentStatus !== PAYMENT_STATUS.UNPAID) throw refuse(from);
    const now = new Date();
    const cancelling = change.status === DELIVERY_STATUS.CANCELLED;
    const delivering = change.status === DELIVERY_STATUS.DELIVERED;
    const { parcel } = change;
    const { count } = await tx.order.updateMany({
      where: { ...owned, ...unpaid, deliveryStatus: from },
      data: {
        deliveryStatus: change.status,
        ...(cancelling ? { cancelledAt: now } : {}),
        ...(parcel ? { carrier: parcel.carrier, trackingNumber: parcel.trackingNumber } : {}),
      },
    });
    if (count === 0) throw refuse(await currentStatus(tx, store.id, order.id));
    await tx.orderLine.updateMany({
      where: { orderId: order.id, storeId: store.id },
      data: { deliveryStatus: change.status, ...(delivering ? { deliveredAt: now } : {}) },
    });
    await tx.trackingEvent.create({
      data: { storeId: store.id, orderId: order.id, message: change.message ?? defaultMessage(language, change), createdAt: now },
    });
    if (delivering) await invoiceOrder(tx, store, order.id);
    const ids = { storeId: store.id, orderId: order.id };
    if (change.status === DELIVERY_STATUS.SHIPPED) await enqueueCustomerEmail(tx, "orderShipped", ids);
    if (delivering) await enqueueCustomerEmail(tx, "orderDelivered", ids);
    // An unpaid online order whose hold ran out was never the shopper's to follow: no word of it.
    if (cancelling && !change.unpaidOnly) await enqueueCustomerEmail(tx, "orderCancelled", ids);
    if (cancelling) {
      await giveBackStock(store, { tx, lines: order.lines });
      // A payment still waiting for its gateway will not be taken for a cancelled order.
      await tx.payment.updateMany({ where: { orderId: order.id, storeId: store.id, status: "PENDING" }, data: { status: "CANCELLED" } });
    }
    // Last, so that the event's order is the order as this change leaves it.
    if (delivering) await recordOrderEvent(tx, store, "orders/fulfilled", order.id);
    if (cancelling) await recordOrderEvent(tx, store, "orders/cancelled", order.id);
  });
}

/** The new state's own message; for a parcel, its carrier, number and tracking page. */
function defaultMessage(language: string, change: DeliveryChange): string {
  const { parcel } = change;
  if (!parcel) return trackingMessages(language, `delivery${change.status}`);
  const url = trackingUrl(parcel.carrier, parcel.trackingNumber);
  const params = { carrier: carrierName(parcel.carrier), number: parcel.trackingNumber };
  // A carrier without a tracking page ("other") gives the number alone.
  return url ? trackingMessages(language, "shippedWith", { ...params, url }) : trackingMessages(language, "shippedWithNumber", params);
}

/** The state another request left the order in, for the refusal of the one that came second. */
async function currentStatus(tx: Tx, storeId: number, orderId: number): Promise<DeliveryStatus> {
  const order = await tx.order.findFirstOrThrow({ where: { id: orderId, storeId }, select: { deliveryStatus: true } });
  return order.deliveryStatus as DeliveryStatus;
}
