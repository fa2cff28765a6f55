import type { z } from "zod";
import { pageOf, type Listed, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { isoMicros } from "../format/dates";
import { findOrderPage } from "./order-pages";
import { noSuchOrder } from "./refusals";
import type { allOrdersItem, managedOrder, managedOrderDetail, managedOrdersQuery } from "./schemas";
import { managedOrderInclude, serializeAllOrdersItem, serializeManagedOrder, serializeManagedOrderDetail } from "./serialize-admin";

// The store's orders as its owner reads them on the administration API: every order of the store,
// whoever placed it. A record of another store answers as one that does not exist.

/** GET /get-all-orders: a page of the store's orders, newest first. */
export async function listAllOrders(store: Store, input: { page: Page }): Promise<Listed<z.infer<typeof allOrdersItem>>> {
  const { rows, total } = await findOrderPage(store, { page: input.page });
  return { rows: rows.map((order) => serializeAllOrdersItem(order, store.timezone)), total };
}

/** GET /orders: a page of the orders the filters select, newest first. */
export async function listManagedOrders(store: Store, input: { query: z.infer<typeof managedOrdersQuery> }): Promise<Listed<z.infer<typeof managedOrder>>> {
  const { query } = input;
  const { rows, total } = await findOrderPage(store, {
    deliveryStatus: query.delivery_status,
    paymentStatus: query.payment_status,
    customerId: query.customer_id,
    from: query.from,
    to: query.to,
    search: query.search,
    page: pageOf(query),
  });
  return { rows: rows.map(serializeManagedOrder), total };
}

/** GET /orders/{id}: the order with its lines, customer, addresses, payments and history. */
export async function managedOrderDetails(store: Store, input: { orderId: number; origin: string }): Promise<z.infer<typeof managedOrderDetail>> {
  const order = await db().order.findFirst({ where: { id: input.orderId, storeId: store.id }, include: managedOrderInclude });
  if (!order) throw noSuchOrder(store.language);
  return serializeManagedOrderDetail(order, input.origin);
}

/**
 * Marks the order read (the first reading's time is kept: reading it again changes nothing) or
 * unread again.
 */
export async function markOrderRead(store: Store, input: { orderId: number; read: boolean }) {
  const where = { id: input.orderId, storeId: store.id };
  await db().order.updateMany({ where: input.read ? { ...where, readAt: null } : where, data: { readAt: input.read ? new Date() : null } });
  const order = await db().order.findFirst({ where, select: { id: true, readAt: true } });
  if (!order) throw noSuchOrder(store.language);
  return { id: order.id, read_at: order.readAt ? isoMicros(order.readAt) : null };
}
