"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { api } from "@/lib/dashboard/api-client";
import { formatDateTime, formatMoney } from "@/lib/dashboard/format";
import { chargeKey, deliveryKey, orderMessages, paymentKey, providerKey } from "@/lib/dashboard/messages/orders";
import { deliveryStatusInput, paymentStatusInput, type managedOrderDetail } from "@/lib/orders/schemas";
import { useLanguage, useMessages } from "../language";
import { WriteButton } from "../ui/buttons";
import { BackLink, Card, PageHeader } from "../ui/layout";
import { FormError, QueryState } from "../ui/feedback";
import { Field, inputClass, SelectField, TextField } from "../ui/fields";
import { CARRIER_IDS, CARRIERS, type Carrier } from "@/lib/orders/carriers";
import { DocumentsCard } from "./documents-card";
import { tdClass, RecordTable } from "../record-table";
import { DeliveryCard } from "./delivery-card";
import { RefundCard } from "./refund-card";
import { LineReturnBadge } from "../returns/return-badge";
import { DeliveryBadge, PaymentBadge } from "./orders-table";
import { refreshQueries } from "@/components/refresh-queries";

type Order = z.infer<typeof managedOrderDetail>;
const SHIPPED = 3;
const CANCELLED = 4;

export function OrderDetail({ id }: { id: string }) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.orders.detail(id), queryFn: () => api<{ data: Order }>(`/orders/${id}`).then((a) => a.data) });
  const unread = query.data && !query.data.read_at;
  useEffect(() => {
    // Opening an order marks it read, as a mail client does.
    if (unread) void api(`/orders/${id}/read`, { method: "PUT" }).then(() => refreshQueries(client, queryKeys.orders.all));
  }, [unread, id, client]);
  if (!query.data) return <QueryState loading={query.isPending} error={query.error} />;
  return <Detail order={query.data} />;
}

function Detail({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, order.currency_code, language);

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink href="/dashboard/orders">{t("back")}</BackLink>
      <PageHeader title={`${t("order")} ${order.order_code}`}>
        <DeliveryBadge status={order.delivery_status} />
        <PaymentBadge status={order.payment_status} />
      </PageHeader>
      <p className="-mt-3 mb-4 text-sm text-gray-600">{formatDateTime(order.placed_at, language)}</p>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Card title={t("lines")}>
            <RecordTable columns={[{ label: t("lines") }, { label: t("quantity"), end: true }, { label: t("price"), end: true }]}>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td className={tdClass}>
                    <Link href={`/dashboard/products/${line.product_id}`} className="font-medium hover:underline">
                      <bdi>{line.name}</bdi>
                    </Link>
                    {line.variant ? (
                      <span dir="auto" className="block text-gray-600">
                        {line.variant}
                      </span>
                    ) : null}
                    <LineReturnBadge status={line.return_status} />
                  </td>
                  <td className={`${tdClass} text-end`}>{line.quantity}</td>
                  <td className={`${tdClass} text-end whitespace-nowrap`}>
                    <bdi dir="ltr">{money(line.unit_price * line.quantity)}</bdi>
                  </td>
                </tr>
              ))}
            </RecordTable>
            <dl className="mt-3 space-y-1 border-t border-gray-100 pt-3 text-sm">
              {(
                [
                  ["subtotal", order.sub_total],
                  ["shippingCost", order.total_delivery_cost],
                  ["tax", order.total_tax],
                  ["discount", -order.total_discount],
                ] as const
              )
                // No "-0.00" discount: a line that takes nothing off is left out.
                .filter(([key, amount]) => key !== "discount" || amount !== 0)
                .map(([key, amount]) => (
                  <div key={key} className="flex justify-between">
                    <dt className="text-gray-600">{t(key)}</dt>
                    <dd dir="ltr">{money(amount)}</dd>
                  </div>
                ))}
              <div className="flex justify-between font-semibold">
                <dt>{t("total")}</dt>
                <dd dir="ltr">{money(order.total_payable_amount)}</dd>
              </div>
            </dl>
          </Card>
          <StatusCard order={order} />
          <DocumentsCard order={order} />
          <RefundCard order={order} />
          <Card title={t("tracking")}>
            <ol className="space-y-2 text-sm">
              {order.tracking.map((entry) => (
                <li key={entry.id} className="flex flex-col sm:flex-row sm:gap-3">
                  <time className="shrink-0 text-gray-600" dateTime={entry.created_at}>
                    {formatDateTime(entry.created_at, language)}
                  </time>
                  <span dir="auto">{entry.message}</span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className="space-y-4">
          {order.note ? (
            // The customer's own words, first in view: they often say how to deliver.
            <Card title={t("customerNote")}>
              <p dir="auto" className="text-sm whitespace-pre-line" data-testid="customer-note">
                {order.note}
              </p>
            </Card>
          ) : null}
          <Card title={t("customer")}>
            <p className="font-medium">
              <bdi>{order.customer.name}</bdi>
            </p>
            <p className="text-sm text-gray-600">
              <bdi dir="ltr">{order.customer.email}</bdi>
            </p>
            <p className="text-sm text-gray-600">
              <bdi dir="ltr">{order.customer.phone}</bdi>
            </p>
          </Card>
          <DeliveryCard shipping={order.shipping_details} billing={order.billing_details} pickupPoint={order.pickup_point} />
          <Card title={t("payment")}>
            <p className="text-sm">
              {t("method")}: <bdi>{order.payment_method}</bdi>
            </p>
            <ul className="mt-2 space-y-1 text-sm text-gray-600">
              {order.payments.map((payment) => (
                <li key={payment.id}>
                  {t(providerKey(payment.provider))} · {t(chargeKey(payment.status))} ·{" "}
                  <bdi dir="ltr">{formatMoney(payment.amount, payment.currency_code, language)}</bdi>
                </li>
              ))}
            </ul>
            {order.coupon ? (
              <p className="mt-2 text-sm">
                {t("coupon")}: {order.coupon.code}
              </p>
            ) : null}
          </Card>
        </div>
      </div>
    </div>
  );
}

/** One allowed step at a time, with a message the customer reads in the order's history; cancel while it may be. */
function StatusCard({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const client = useQueryClient();
  const steps = [
    ...order.next_delivery_statuses.filter((s) => s !== CANCELLED).map((status) => ({ kind: "delivery" as const, status })),
    ...order.next_payment_statuses.map((status) => ({ kind: "payment" as const, status })),
  ];
  const [choice, setChoice] = useState(0);
  const [message, setMessage] = useState("");
  const [carrier, setCarrier] = useState<Carrier | "">("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const step = steps[choice];
  const shipping = step?.kind === "delivery" && step.status === SHIPPED;
  const change = useMutation({
    mutationFn: (step: { kind: "delivery" | "payment"; status: number }) =>
      api<{ data: Order }>(`/orders/${order.id}/${step.kind}-status`, {
        method: "PUT",
        body: {
          status: step.status,
          ...(message.trim() ? { message } : {}),
          // The parcel goes with the shipped step; a number without its carrier is refused as the API would.
          ...(step.status === SHIPPED && step.kind === "delivery" && (carrier || trackingNumber.trim())
            ? { carrier: carrier || undefined, tracking_number: trackingNumber.trim() || undefined }
            : {}),
        },
        schema: step.kind === "delivery" ? deliveryStatusInput : paymentStatusInput,
      }),
    onSuccess: ({ data }) => {
      client.setQueryData(queryKeys.orders.detail(order.id), data);
      void refreshQueries(client, queryKeys.orders.all);
      setMessage("");
      setChoice(0);
      setCarrier("");
      setTrackingNumber("");
    },
  });
  // A paid order is cancelled with its refund, in the Refund card's "Cancel and refund".
  const canCancel = order.next_delivery_statuses.includes(CANCELLED) && order.refundable_amount <= 0;

  return (
    <Card title={t("changeStatus")}>
      {steps.length === 0 && !canCancel ? <p className="text-sm text-gray-600">{t("noNextStep")}</p> : null}
      {steps.length > 0 ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (step) change.mutate(step);
          }}
        >
          <SelectField
            label={t("newStatus")}
            value={choice}
            onChange={(value) => setChoice(Number(value))}
            options={steps.map((s, index) => ({
              value: index,
              label: s.kind === "delivery" ? `${t("delivery")}: ${t(deliveryKey(s.status))}` : `${t("payment")}: ${t(paymentKey(s.status))}`,
            }))}
          />
          {shipping ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t("carrier")}
                value={carrier}
                onChange={(value) => setCarrier(value as Carrier | "")}
                options={[
                  { value: "", label: t("noCarrier") },
                  ...CARRIER_IDS.map((id) => ({ value: id, label: id === "other" ? t("otherCarrier") : CARRIERS[id].name })),
                ]}
              />
              <TextField label={t("trackingNumber")} dir="ltr" value={trackingNumber} onChange={setTrackingNumber} />
            </div>
          ) : null}
          <Field label={t("message")} hint={t("messageHint")}>
            {(id, describedBy) => (
              <textarea id={id} rows={2} className={inputClass} aria-describedby={describedBy} value={message} onChange={(e) => setMessage(e.target.value)} />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <WriteButton type="submit" disabled={change.isPending}>
              {t("updateStatus")}
            </WriteButton>
            <span aria-live="polite" className="text-sm text-green-700">
              {change.isSuccess ? t("updated") : ""}
            </span>
          </div>
        </form>
      ) : null}
      <FormError error={change.error} />
      {canCancel ? (
        <div className="mt-4 border-t border-gray-100 pt-4">
          <WriteButton
            variant="danger"
            disabled={change.isPending}
            onClick={() => window.confirm(t("confirmCancel")) && change.mutate({ kind: "delivery", status: CANCELLED })}
          >
            {t("cancelOrder")}
          </WriteButton>
        </div>
      ) : null}
    </Card>
  );
}
