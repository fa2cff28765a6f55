"use client";

import Link from "next/link";
import type { z } from "zod";
import { formatDateTime, formatMoney } from "@/lib/dashboard/format";
import { deliveryKey, orderMessages, paymentKey } from "@/lib/dashboard/messages/orders";
import type { managedOrder } from "@/lib/orders/schemas";
import { useLanguage, useMessages } from "../language";
import { Badge } from "../ui/feedback";
import { cards, tdClass, RecordTable } from "../record-table";

export type ManagedOrder = z.infer<typeof managedOrder>;

const deliveryTone = { 1: "yellow", 2: "blue", 3: "blue", 4: "red", 5: "green" } as const;

export function DeliveryBadge({ status }: { status: number }) {
  const t = useMessages(orderMessages);
  return <Badge tone={deliveryTone[status as keyof typeof deliveryTone] ?? "gray"}>{t(deliveryKey(status))}</Badge>;
}

export function PaymentBadge({ status }: { status: number }) {
  const t = useMessages(orderMessages);
  return <Badge tone={status === 1 ? "green" : "gray"}>{t(paymentKey(status))}</Badge>;
}

/** Orders ticked in a list, to print their packing slips together. */
export type OrderSelection = { selected: ReadonlySet<number>; toggle: (id: number) => void };

/**
 * `compact`: without date and payment (the overview); `oneCustomer`: without the customer, whose
 * page it is on; `selection`: a box to tick on each row.
 */
export function OrdersTable({
  orders,
  compact = false,
  oneCustomer = false,
  selection,
}: {
  orders: ManagedOrder[];
  compact?: boolean;
  oneCustomer?: boolean;
  selection?: OrderSelection;
}) {
  const t = useMessages(orderMessages);
  const language = useLanguage();
  return (
    <RecordTable
      layout={cards}
      columns={[
        !!selection && { label: t("select") },
        { label: t("order") },
        !compact && { label: t("date") },
        !oneCustomer && { label: t("customer") },
        { label: t("delivery") },
        !compact && { label: t("payment") },
        { label: t("total"), end: true },
      ]}
    >
      {orders.map((order) => (
        <tr key={order.id} className={order.read_at ? "" : "font-medium"}>
          {selection ? (
            <td className={tdClass}>
              <input
                type="checkbox"
                className="size-4"
                aria-label={t("selectOrder", { code: order.order_code })}
                checked={selection.selected.has(order.id)}
                onChange={() => selection.toggle(order.id)}
              />
            </td>
          ) : null}
          <td className={`${tdClass} whitespace-nowrap`}>
            <Link href={`/dashboard/orders/${order.id}`} className="text-gray-900 underline-offset-2 hover:underline">
              <bdi>{order.order_code}</bdi>
            </Link>
          </td>
          {compact ? null : <td className={`${tdClass} whitespace-nowrap text-gray-600`}>{formatDateTime(order.placed_at, language)}</td>}
          {oneCustomer ? null : (
            <td className={tdClass}>
              <bdi>{order.customer.name}</bdi>
            </td>
          )}
          <td className={tdClass}>
            <DeliveryBadge status={order.delivery_status} />
          </td>
          {compact ? null : (
            <td className={tdClass}>
              <PaymentBadge status={order.payment_status} />
            </td>
          )}
          <td className={`${tdClass} text-end whitespace-nowrap`}>
            <bdi dir="ltr">{formatMoney(order.total_payable_amount, order.currency_code, language)}</bdi>
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
