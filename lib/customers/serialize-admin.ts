import type { z } from "zod";
import type { Customer } from "../db/generated/client";
import { isoMicros } from "../format/dates";
import { amountNumber, type AmountInput } from "../money/money";
import type { managedCustomer } from "./schemas";
import { serializeCustomer } from "./serialize";

// A customer as the store's owner sees them on the administration API: the record the shopper
// sees of themselves, with their account's state and what they bought.

/** What a customer's orders add up to (lib/customers/manage-customers.ts). */
export type OrderStats = { ordersCount: number; totalSpent: AmountInput; lastOrderAt: Date | null };

const STATUS_LABELS: Record<number, string> = { 1: "active", 2: "disabled" };

export function serializeManagedCustomer(customer: Customer, stats: OrderStats, origin: string): z.infer<typeof managedCustomer> {
  const { id, name, email, image, phone, phone_code, verified_at } = serializeCustomer(customer, origin);
  return {
    id,
    name,
    email,
    phone,
    phone_code,
    image,
    status: customer.status,
    status_label: STATUS_LABELS[customer.status] ?? "unknown",
    verified_at,
    orders_count: stats.ordersCount,
    total_spent: amountNumber(stats.totalSpent),
    last_order_at: stats.lastOrderAt ? isoMicros(stats.lastOrderAt) : null,
    created_at: isoMicros(customer.createdAt),
  };
}
