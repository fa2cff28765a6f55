import { refusal } from "../core/errors";
import { envelopeD } from "../api/envelopes";
import { skipTake, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { changeDeliveryStatus } from "./change-delivery-status";
import { orderMessages } from "./messages";
import { noSuchOrder } from "./refusals";
import { orderDetailInclude, serializeOrderDetail, serializeOrderSummary } from "./serialize";
import { DELIVERY_STATUS } from "./status";

// A customer's own orders. Every lookup is by store, customer and id together: another
// customer's order, in this store or any other, answers exactly like an id that does not exist.

export const ORDERS_PER_PAGE = 15;

export const orderNotCancellable = refusal("conflict", "The order is no longer pending or confirmed (cancelled already, shipped, delivered): nothing changes");

type Shopper = { store: Store; customerId: number };

export async function listOrders(shopper: Shopper, page: Page, origin: string) {
  const where = { storeId: shopper.store.id, customerId: shopper.customerId };
  const [orders, total] = await Promise.all([
    db().order.findMany({
      where,
      select: { id: true, code: true, totalPayable: true, conversionRate: true, placedAt: true, lines: { select: { quantity: true } } },
      orderBy: [{ placedAt: "desc" }, { id: "desc" }],
      ...skipTake(page),
    }),
    db().order.count({ where }),
  ]);
  return {
    data: orders.map((order) => serializeOrderSummary(order, shopper.store.timezone)),
    ...envelopeD(page, total, `${origin}/api/order`),
    success: true as const,
    status: 200 as const,
  };
}

/** By id, or by code: a gateway sends the shopper back to the storefront with the order's code (lib/payments/confirmations.ts). */
export async function orderDetails(shopper: Shopper, orderId: number | { code: string }, origin: string) {
  const order = await db().order.findFirst({
    where: { ...(typeof orderId === "number" ? { id: orderId } : { code: orderId.code }), storeId: shopper.store.id, customerId: shopper.customerId },
    include: orderDetailInclude,
  });
  if (!order) throw noSuchOrder(shopper.store.language);
  return { data: serializeOrderDetail(order, { timeZone: shopper.store.timezone, origin }), success: true as const, status: 200 as const };
}

/**
 * Cancels while the order is pending or confirmed, as the owner's cancel does (the same function):
 * delivery status 4 on the order and its lines, a tracking message, stock back on the price rows
 * the lines took. Of two cancels at once, one changes the row and the other is refused.
 */
export async function cancelOrder(shopper: Shopper, orderId: number): Promise<{ success: true }> {
  const { language } = shopper.store;
  await changeDeliveryStatus(shopper.store, {
    orderId,
    customerId: shopper.customerId,
    status: DELIVERY_STATUS.CANCELLED,
    message: orderMessages(language, "cancelledByCustomer"),
    refuse: () => orderNotCancellable.error(orderMessages(language, "notCancellable")),
  });
  return { success: true };
}
