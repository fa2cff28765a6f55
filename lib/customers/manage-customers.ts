import type { z } from "zod";
import { refusal } from "../core/errors";
import { pageOf, skipTake, type Listed } from "../core/paging";
import { ACTIVE } from "../auth/credentials";
import { db } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { findOrderPage } from "../orders/order-pages";
import { serializeManagedOrder } from "../orders/serialize-admin";
import { DELIVERY_STATUS } from "../orders/status";
import { customerMessages } from "./messages";
import type { managedCustomer, managedCustomerDetail, managedCustomersQuery } from "./schemas";
import { serializeManagedCustomer, type OrderStats } from "./serialize-admin";

// The store's customers as its owner manages them: a list with what each bought, one with their
// latest orders, and their account enabled or disabled. A customer of another store answers as one
// that does not exist.

export const customerNotFound = refusal("not_found", "No customer of the store has this id: `Customer not found.`");

/** How many of a customer's orders the detail shows; /orders?customer_id= pages through the rest. */
const LATEST_ORDERS = 10;

/** Each customer's order count and last order, and what their orders that were not cancelled add up to. */
async function orderStats(store: Store, customerIds: number[]): Promise<Map<number, OrderStats>> {
  const mine = { storeId: store.id, customerId: { in: customerIds } };
  const [placed, kept] = await Promise.all([
    db().order.groupBy({ by: ["customerId"], where: mine, _count: { _all: true }, _max: { placedAt: true } }),
    db().order.groupBy({ by: ["customerId"], where: { ...mine, deliveryStatus: { not: DELIVERY_STATUS.CANCELLED } }, _sum: { totalPayable: true } }),
  ]);
  const spent = new Map(kept.map((row) => [row.customerId, row._sum.totalPayable ?? 0]));
  const stats = new Map<number, OrderStats>(customerIds.map((id) => [id, { ordersCount: 0, totalSpent: 0, lastOrderAt: null }]));
  for (const row of placed)
    stats.set(row.customerId, { ordersCount: row._count._all, totalSpent: spent.get(row.customerId) ?? 0, lastOrderAt: row._max.placedAt });
  return stats;
}

/** GET /customers: a page of the customers the filters select, newest first. */
export async function listManagedCustomers(
  store: Store,
  input: { query: z.infer<typeof managedCustomersQuery>; origin: string },
): Promise<Listed<z.infer<typeof managedCustomer>>> {
  const { query } = input;
  const contains = (text: string) => ({ contains: text, mode: "insensitive" as const });
  const where: Prisma.CustomerWhereInput = {
    storeId: store.id,
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.search === undefined ? {} : { OR: [{ name: contains(query.search) }, { email: contains(query.search) }, { phone: contains(query.search) }] }),
  };
  const [customers, total] = await Promise.all([
    db().customer.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...skipTake(pageOf(query)) }),
    db().customer.count({ where }),
  ]);
  const stats = await orderStats(
    store,
    customers.map((customer) => customer.id),
  );
  return { rows: customers.map((customer) => serializeManagedCustomer(customer, stats.get(customer.id)!, input.origin)), total };
}

/** GET /customers/{id}: the customer with their latest orders. */
export async function managedCustomerDetails(store: Store, input: { customerId: number; origin: string }): Promise<z.infer<typeof managedCustomerDetail>> {
  const customer = await db().customer.findFirst({ where: { id: input.customerId, storeId: store.id } });
  if (!customer) throw customerNotFound.error(customerMessages(store.language, "notFound"));
  const [stats, latest] = await Promise.all([
    orderStats(store, [customer.id]),
    findOrderPage(store, { customerId: customer.id, page: { page: 1, perPage: LATEST_ORDERS } }),
  ]);
  return { ...serializeManagedCustomer(customer, stats.get(customer.id)!, input.origin), orders: latest.rows.map(serializeManagedOrder) };
}

/**
 * Enables or disables the account. Disabling also revokes every token it holds, in the same
 * transaction: the token lookup already refuses a disabled holder (lib/auth/tokens.ts), and with
 * the tokens revoked, enabling the account again does not bring its old sessions back.
 */
export async function setCustomerStatus(store: Store, input: { customerId: number; status: number }) {
  await db().$transaction(async (tx) => {
    const { count } = await tx.customer.updateMany({ where: { id: input.customerId, storeId: store.id }, data: { status: input.status } });
    if (count === 0) throw customerNotFound.error(customerMessages(store.language, "notFound"));
    if (input.status !== ACTIVE) {
      await tx.accessToken.updateMany({ where: { customerId: input.customerId, storeId: store.id, revokedAt: null }, data: { revokedAt: new Date() } });
    }
  });
}
