import { ACTIVE } from "../auth/credentials";
import type { Tx } from "../db/client";
import { enqueue, QUEUES, type EmailTemplate } from "../jobs/queue";
import { can, ROLES } from "../staff/roles";

// The e-mail jobs of an order, written by the transaction of the event they tell of. One job is
// one recipient: a job retried after a failure never mails again someone its first try reached.

type OrderIds = { storeId: number; orderId: number };

/** The store's people whom a new order concerns: those whose role reads orders. */
const ORDER_READERS = ROLES.filter((role) => can(role, "orders", "read"));

/** The shopper's e-mail of the order's step. */
export function enqueueCustomerEmail(tx: Tx, template: EmailTemplate, order: OrderIds): Promise<void> {
  return enqueue(tx, QUEUES.email, [{ data: { template, ...order } }]);
}

/** A new order, to each of the store's active people who read orders (as they are now). */
export async function enqueueNewOrderEmails(tx: Tx, order: OrderIds): Promise<void> {
  const people = await tx.owner.findMany({ where: { storeId: order.storeId, status: ACTIVE, role: { in: ORDER_READERS } }, select: { id: true } });
  await enqueue(
    tx,
    QUEUES.email,
    people.map((person) => ({ data: { template: "newOrder" as const, ...order, ownerId: person.id } })),
  );
}

/** A placed or paid order: the shopper's confirmation (Cash On Delivery) or receipt (paid online), and the store's people's new order. */
export async function enqueueOrderEmails(tx: Tx, template: "orderConfirmation" | "paymentConfirmation", order: OrderIds): Promise<void> {
  await enqueueCustomerEmail(tx, template, order);
  await enqueueNewOrderEmails(tx, order);
}
