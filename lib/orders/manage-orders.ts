import type { z } from "zod";
import { envelopeD, laravelPaginator } from "../api/envelopes";
import { pageOf, type Page } from "../core/paging";
import { db } from "../db/client";
import { isoMicros } from "../format/dates";
import { findOrderPage } from "./order-pages";
import { noSuchOrder } from "./refusals";
import type { managedOrdersQuery } from "./schemas";
import { managedOrderInclude, serializeAllOrdersItem, serializeManagedOrder, serializeManagedOrderDetail } from "./serialize-admin";

// The store's orders as its owner reads them on the administration API: every order of the store,
// whoever placed it. A record of another store answers as one that does not exist.

type OwnerStore = { id: number; language: string; timezone: string };

/** GET /get-all-orders: Laravel's paginator, newest first. */
export async function listAllOrders(store: OwnerStore, input: { page: Page; origin: string }) {
  const { orders, total } = await findOrderPage(store, {}, input.page);
  const items = orders.map((order) => serializeAllOrdersItem(order, store.timezone));
  return { success: true as const, data: laravelPaginator(input.page, total, `${input.origin}/api/get-all-orders`, items) };
}

/** GET /orders: the orders the filters select, newest first, in shape D; the page links keep the filters. */
export async function listManagedOrders(store: OwnerStore, input: { query: z.infer<typeof managedOrdersQuery>; origin: string }) {
  const { query } = input;
  const page = pageOf(query);
  const filters = {
    deliveryStatus: query.delivery_status,
    paymentStatus: query.payment_status,
    customerId: query.customer_id,
    from: query.from,
    to: query.to,
    search: query.search,
  };
  const { orders, total } = await findOrderPage(store, filters, page);
  return { success: true as const, data: orders.map(serializeManagedOrder), ...envelopeD(page, total, `${input.origin}/api/orders`, query) };
}

/** GET /orders/{id}: the order with its lines, customer, addresses, payments and history. */
export async function managedOrderDetails(store: OwnerStore, input: { orderId: number; origin: string }) {
  const order = await db().order.findFirst({ where: { id: input.orderId, storeId: store.id }, include: managedOrderInclude });
  if (!order) throw noSuchOrder(store.language);
  return { success: true as const, data: serializeManagedOrderDetail(order, input.origin) };
}

/**
 * Marks the order read (the first reading's time is kept: reading it again changes nothing) or
 * unread again.
 */
export async function markOrderRead(store: OwnerStore, input: { orderId: number; read: boolean }) {
  const where = { id: input.orderId, storeId: store.id };
  await db().order.updateMany({ where: input.read ? { ...where, readAt: null } : where, data: { readAt: input.read ? new Date() : null } });
  const order = await db().order.findFirst({ where, select: { id: true, readAt: true } });
  if (!order) throw noSuchOrder(store.language);
  return { success: true as const, data: { id: order.id, read_at: order.readAt ? isoMicros(order.readAt) : null } };
}
