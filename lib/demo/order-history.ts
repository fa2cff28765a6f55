// What happened to a demo order after it was placed, as its status tells: paid online at once,
// confirmed by the store, cancelled, shipped or ready for pickup, delivered or collected. The
// tracking history the customer sees, with the moments its status changed.
import { hashString } from "./random";
import { HOUR_MS } from "./time";
import type { CustomerSeed, OrderSeed, StoreSeed } from "./types";

export interface OrderHistory {
  events: { message: string; createdAt: Date }[];
  cancelledAt: Date | null;
  deliveredAt: Date | null;
  /** When an online payment was received: at once. */
  paidAt: Date;
}

export function orderHistory(opts: {
  seed: StoreSeed;
  order: OrderSeed;
  code: string;
  customer: CustomerSeed;
  methodName: string;
  carrier: string;
  pickupName: string | null;
  placedAt: Date;
  now: Date;
}): OrderHistory {
  const { seed, order, code, customer, carrier, pickupName, placedAt } = opts;
  // Never in the future, however long a step took.
  const at = (hours: number) => new Date(Math.min(placedAt.getTime() + hours * HOUR_MS, opts.now.getTime() - 60_000));
  const events: OrderHistory["events"] = [{ message: "Order placed", createdAt: placedAt }];
  const online = order.method !== "COD";
  if (online && order.paid) events.push({ message: `Payment received by ${opts.methodName}`, createdAt: at(0.02) });
  let cancelledAt: Date | null = null;
  let deliveredAt: Date | null = null;
  if (order.status === 4) {
    cancelledAt = at(5);
    events.push({
      message: order.cancelledBy === "store" ? "Order cancelled by the store: an item is out of stock" : "Order cancelled at the customer's request",
      createdAt: cancelledAt,
    });
  } else if (order.status >= 2) {
    events.push({ message: `Order confirmed by ${seed.name}, your parcel is being prepared`, createdAt: at(3) });
  }
  if (order.status === 3 || order.status === 5) {
    const tracking = `${carrier.slice(0, 2).toUpperCase()}${String(hashString(code)).padStart(10, "0").slice(0, 9)}`;
    events.push({
      message: pickupName ? `Ready for pickup at ${pickupName}` : `Shipped from ${seed.dispatchCity} with ${carrier}, tracking number ${tracking}`,
      createdAt: at(26),
    });
  }
  if (order.status === 5) {
    deliveredAt = at(70);
    events.push({
      message: pickupName ? `Collected by ${customer.name}` : `Delivered to ${customer.name}${online ? "" : ", paid in cash"}`,
      createdAt: deliveredAt,
    });
  }
  return { events, cancelledAt, deliveredAt, paidAt: at(0.02) };
}
