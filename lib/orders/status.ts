// Order states (docs/decisions.md). The contract shows only 2 `unpaid` and 4 `cancelled`.

export const PAYMENT_STATUS = { PAID: 1, UNPAID: 2 } as const;
export const DELIVERY_STATUS = { PENDING: 1, CONFIRMED: 2, SHIPPED: 3, CANCELLED: 4, DELIVERED: 5 } as const;

const paymentLabels: Record<number, string> = { 1: "paid", 2: "unpaid" };
const deliveryLabels: Record<number, string> = { 1: "pending", 2: "confirmed", 3: "shipped", 4: "cancelled", 5: "delivered" };

export const paymentStatusLabel = (status: number) => paymentLabels[status] ?? "unknown";
export const deliveryStatusLabel = (status: number) => deliveryLabels[status] ?? "unknown";

/** A shopper may cancel until the order ships. */
export const CANCELLABLE: readonly number[] = [DELIVERY_STATUS.PENDING, DELIVERY_STATUS.CONFIRMED];
export const isCancellable = (deliveryStatus: number) => CANCELLABLE.includes(deliveryStatus);
