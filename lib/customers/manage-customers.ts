import type { z } from "zod";
import { refusal } from "../core/errors";
import { envelopeD } from "../api/envelopes";
import { pageOf, skipTake } from "../core/paging";
import { ACTIVE } from "../auth/credentials";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { findOrderPage } from "../orders/order-pages";
import { serializeManagedOrder } from "../orders/serialize-admin";
import { DELIVERY_STATUS } from "../orders/status";
import { customerMessages } from "./messages";
import type { managedCustomersQuery } from "./schemas";
import { serializeManagedCustomer, type OrderStats } from "./serialize-admin";

// The store's customers as its owner manages them: a list with what each bought, one with their
// latest orders, and their account enabled or disabled. A customer of another store answers as one
// that does not exist.

export const customerNotFound = refusal("not_found", "No customer of the store has this id: `Customer not found.`");

type OwnerStore = { id: number; language: string; timezone: string };

/** How many of a customer's orders the detail shows; /orders?customer_id= pages through the rest. */
const LATEST_ORDERS = 10;

/** Each customer's order count and last order, and what their orders that were not cancelled add up to. */
async function orderStats(storeId: number, customerIds: number[]): Promise<Map<number, OrderStats>> {
  const mine = { storeId, customerId: { in: customerIds } };
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

/** GET /customers: newest first, in shape D; the page links keep the filters. */
export async function listManagedCustomers(store: OwnerStore, input: { query: z.infer<typeof managedCustomersQuery>; origin: string }) {
  const { query } = input;
  const page = pageOf(query);
  const contains = (text: string) => ({ contains: text, mode: "insensitive" as const });
  const where: Prisma.CustomerWhereInput = {
    storeId: store.id,
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.search === undefined ? {} : { OR: [{ name: contains(query.search) }, { email: contains(query.search) }, { phone: contains(query.search) }] }),
  };
  const [customers, total] = await Promise.all([
    db().customer.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...skipTake(page) }),
    db().customer.count({ where }),
  ]);
  const stats = await orderStats(
    store.id,
    customers.map((customer) => customer.id),
  );
  return {
    success: true as const,
    data: customers.map((customer) => serializeManagedCustomer(customer, stats.get(customer.id)!, input.origin)),
    ...envelopeD(page, total, `${input.origin}/api/customers`, query),
  };
}

/** GET /customers/{id}: the customer with their latest orders. */
export async function managedCustomerDetails(store: OwnerStore, input: { customerId: number; origin: string }) {
  const customer = await db().customer.findFirst({ where: { id: input.customerId, storeId: store.id } });
  if (!customer) throw customerNotFound.error(customerMessages(store.language, "notFound"));
  const [stats, latest] = await Promise.all([
    orderStats(store.id, [customer.id]),
    findOrderPage(store, { customerId: customer.id }, { page: 1, perPage: LATEST_ORDERS }),
  ]);
  return {
    success: true as const,
    data: { ...serializeManagedCustomer(customer, stats.get(customer.id)!, input.origin), orders: latest.orders.map(serializeManagedOrder) },
  };
}

/**
 * Enables or disables the account. Disabling also revokes every token it holds, in the same
 * transaction: the token lookup already refuses a disabled holder (lib/auth/tokens.ts), and with
 * the tokens revoked, enabling the account again does not bring its old sessions back.
 */
export async function setCustomerStatus(store: OwnerStore, input: { customerId: number; status: number }) {
  await db().$transaction(async (tx) => {
    const { count } = await tx.customer.updateMany({ where: { id: input.customerId, storeId: store.id }, data: { status: input.status } });
    if (count === 0) throw customerNotFound.error(customerMessages(store.language, "notFound"));
    if (input.status !== ACTIVE) {
      await tx.accessToken.updateMany({ where: { customerId: input.customerId, storeId: store.id, revokedAt: null }, data: { revokedAt: new Date() } });
    }
  });
}
