import { DomainError } from "../core/errors";
import type { Store } from "../db/generated/client";
import { changeDeliveryStatus } from "../orders/change-delivery-status";
import { DELIVERY_STATUS } from "../orders/status";

// An online order whose payment will not come (its gateway failed at checkout, or its hold
// expired) is cancelled by the one cancel of lib/orders, which gives its stock back and cancels
// its pending payment exactly once, and only while it is unpaid: a payment confirmed meanwhile
// keeps the order.

/** True when this call cancelled the order; false when it was paid, cancelled or gone already. */
export async function releaseUnpaidOrder(store: Store, input: { orderId: number; message: string }): Promise<boolean> {
  try {
    await changeDeliveryStatus(store, { orderId: input.orderId, status: DELIVERY_STATUS.CANCELLED, message: input.message, unpaidOnly: true });
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}
