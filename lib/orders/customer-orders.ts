import type { z } from "zod";
import { refusal } from "../core/errors";
import { skipTake, type Listed, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { changeDeliveryStatus } from "./change-delivery-status";
import { orderMessages } from "./messages";
import { currencySymbols } from "./order-currency";
import type { orderSummary } from "./schemas";
import { serializeOrderSummary } from "./serialize";
import { DELIVERY_STATUS } from "./status";

// A customer's own orders: a page of them, and a cancel (one order with its lines is in
// ./order-details.ts). Every lookup is by store, customer and id together: another customer's
// order, in this store or any other, answers exactly like an id that does not exist.

export const ORDERS_PER_PAGE = 15;

export const orderNotCancellable = refusal("conflict", "The order is no longer pending or confirmed (cancelled already, shipped, delivered): nothing changes");

/** The customer's orders, newest first. */
export async function listOrders(store: Store, input: { customerId: number; page: Page }): Promise<Listed<z.infer<typeof orderSummary>>> {
  const where = { storeId: store.id, customerId: input.customerId };
  const [orders, total, symbolOf] = await Promise.all([
    db().order.findMany({
      where,
      select: { id: true, code: true, totalPayable: true, conversionRate: true, currencyCode: true, placedAt: true, lines: { select: { quantity: true } } },
      orderBy: [{ placedAt: "desc" }, { id: "desc" }],
      ...skipTake(input.page),
    }),
    db().order.count({ where }),
    currencySymbols(store.id),
  ]);
  return { rows: orders.map((order) => serializeOrderSummary(order, { timeZone: store.timezone, symbolOf })), total };
}

/**
 * Cancels while the order is pending or confirmed, as the owner's cancel does (the same function):
 * delivery status 4 on the order and its lines, a tracking message, stock back on the price rows
 * the lines took. Of two cancels at once, one changes the row and the other is refused.
 */
export async function cancelOrder(store: Store, input: { customerId: number; orderId: number }): Promise<void> {
  const { language } = store;
  await changeDeliveryStatus(store, {
    orderId: input.orderId,
    customerId: input.customerId,
    status: DELIVERY_STATUS.CANCELLED,
    message: orderMessages(language, "cancelledByCustomer"),
    refuse: () => orderNotCancellable.error(orderMessages(language, "notCancellable")),
  });
}
