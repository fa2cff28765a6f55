// Order states (docs/decisions.md). The contract shows only 2 `unpaid` and 4 `cancelled`; 3 and 4
// of the payment are ours, set by refunds (lib/refunds).

export const PAYMENT_STATUS = { PAID: 1, UNPAID: 2, REFUNDED: 3, PARTIALLY_REFUNDED: 4 } as const;
export const DELIVERY_STATUS = { PENDING: 1, CONFIRMED: 2, SHIPPED: 3, CANCELLED: 4, DELIVERED: 5 } as const;

export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export type DeliveryStatus = (typeof DELIVERY_STATUS)[keyof typeof DELIVERY_STATUS];

const paymentLabels: Record<number, string> = { 1: "paid", 2: "unpaid", 3: "refunded", 4: "partially_refunded" };
const deliveryLabels: Record<number, string> = { 1: "pending", 2: "confirmed", 3: "shipped", 4: "cancelled", 5: "delivered" };

export const paymentStatusLabel = (status: number) => paymentLabels[status] ?? "unknown";
export const deliveryStatusLabel = (status: number) => deliveryLabels[status] ?? "unknown";

/**
 * Where an order's delivery may go from each state: one step forward at a time, and cancelled
 * while it has not shipped. Shipped, delivered and cancelled orders go back nowhere: a parcel
 * that left is returned line by line (`return_status`), not unshipped.
 */
const DELIVERY_NEXT: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  [DELIVERY_STATUS.PENDING]: [DELIVERY_STATUS.CONFIRMED, DELIVERY_STATUS.CANCELLED],
  [DELIVERY_STATUS.CONFIRMED]: [DELIVERY_STATUS.SHIPPED, DELIVERY_STATUS.CANCELLED],
  [DELIVERY_STATUS.SHIPPED]: [DELIVERY_STATUS.DELIVERED],
  [DELIVERY_STATUS.DELIVERED]: [],
  [DELIVERY_STATUS.CANCELLED]: [],
};

/** The delivery states an order may move to from `current`. */
export const nextDeliveryStatuses = (current: number): readonly DeliveryStatus[] => DELIVERY_NEXT[current as DeliveryStatus] ?? [];

/** A shopper (or the owner) may cancel until the order ships. */
export const isCancellable = (deliveryStatus: number) => nextDeliveryStatuses(deliveryStatus).includes(DELIVERY_STATUS.CANCELLED);

/**
 * Where the owner may move an order's payment: an unpaid order becomes paid unless it was
 * cancelled (there is nothing left to collect); a paid one goes back to unpaid (the cash was not
 * collected after all) unless a payment gateway took the money, which only a refund can give back.
 * A refunded order moves by its refunds alone.
 */
export function nextPaymentStatuses(order: { paymentStatus: number; deliveryStatus: number; paidOnline: boolean }): PaymentStatus[] {
  if (order.paymentStatus === PAYMENT_STATUS.UNPAID) return order.deliveryStatus === DELIVERY_STATUS.CANCELLED ? [] : [PAYMENT_STATUS.PAID];
  return order.paidOnline || order.paymentStatus !== PAYMENT_STATUS.PAID ? [] : [PAYMENT_STATUS.UNPAID];
}

/** Money was taken for the order and some of it may still be given back. */
export const isRefundable = (paymentStatus: number) => paymentStatus === PAYMENT_STATUS.PAID || paymentStatus === PAYMENT_STATUS.PARTIALLY_REFUNDED;

/**
 * The order's row for a payment state: `payment_required` says the shopper still owes the order,
 * so it is 0 once paid and 1 again when the owner marks it unpaid.
 */
export const paymentState = (status: PaymentStatus) => ({ paymentStatus: status, paymentRequired: status === PAYMENT_STATUS.UNPAID ? 1 : 0 });
