"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import type { z } from "zod";
import { refreshQueries } from "@/components/refresh-queries";
import { api } from "@/lib/dashboard/api-client";
import { formatDateTime, formatMoney } from "@/lib/dashboard/format";
import { returnMessages } from "@/lib/dashboard/messages/returns";
import { queryKeys } from "@/lib/dashboard/query-keys";
import type { managedOrderDetail } from "@/lib/orders/schemas";
import { REFUNDED_OUTSIDE } from "@/lib/refunds/schemas";
import { returnReasonText } from "@/lib/returns/messages";
import { returnChangeInput, type ReturnChangeInput, type ReturnRecord } from "@/lib/returns/schemas";
import { orderMessages } from "@/lib/dashboard/messages/orders";
import { useLanguage, useMessages } from "../language";
import { useWritable } from "../store";
import { Button } from "../ui/buttons";
import { FormError, QueryState } from "../ui/feedback";
import { SelectField, Switch, TextField } from "../ui/fields";
import { BackLink, Card, PageHeader } from "../ui/layout";
import { OUTSIDE_KEYS, paidOnline } from "../orders/refund-card";
import { ReturnBadge } from "./return-badge";

type Order = z.infer<typeof managedOrderDetail>;

export function ReturnDetail({ id }: { id: string }) {
  const query = useQuery({ queryKey: queryKeys.returns.detail(id), queryFn: () => api<{ data: ReturnRecord }>(`/returns/${id}`).then((a) => a.data) });
  if (!query.data) return <QueryState loading={query.isPending} error={query.error} />;
  return <Detail record={query.data} />;
}

function Detail({ record }: { record: ReturnRecord }) {
  const t = useMessages(returnMessages);
  const reasons = useMessages(returnReasonText);
  const language = useLanguage();
  const writable = useWritable();
  const money = (amount: number) => formatMoney(amount, record.currency_code, language);
  const open = record.status === "requested" || record.status === "approved";

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink href="/dashboard/returns">{t("back")}</BackLink>
      <PageHeader title={t("title", { id: record.id })}>
        <ReturnBadge status={record.status} />
      </PageHeader>
      <p className="-mt-3 mb-4 flex flex-wrap gap-x-3 text-sm text-gray-600">
        <span>{formatDateTime(record.created_at, language)}</span>
        <Link href={`/dashboard/orders/${record.order_id}`} className="text-gray-900 underline underline-offset-2">
          {t("seeOrder")} <bdi>{record.order_code}</bdi>
        </Link>
        <bdi>{record.customer.name}</bdi>
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Card title={t("items")}>
            <ul className="divide-y divide-gray-100">
              {record.items.map((item) => (
                <li key={item.line_id} className="flex items-center gap-3 py-2 text-sm">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the line as it was bought */}
                  <img src={item.image} alt="" className="size-12 shrink-0 rounded-md border border-gray-200 object-cover" />
                  <span className="min-w-0 flex-1">
                    <bdi className="font-medium">{item.name}</bdi>
                    {item.variant ? (
                      <span dir="auto" className="block text-gray-600">
                        {item.variant}
                      </span>
                    ) : null}
                  </span>
                  <span className="whitespace-nowrap text-gray-700">
                    {item.quantity} × <bdi dir="ltr">{money(item.unit_amount)}</bdi>
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-2 flex justify-between border-t border-gray-100 pt-2 text-sm font-medium">
              <span>{t("amount")}</span>
              <bdi dir="ltr">{money(record.amount)}</bdi>
            </p>
          </Card>
          <Card title={t("reason")}>
            <p className="text-sm font-medium">{reasons(record.reason)}</p>
            {record.note ? <Said label={t("shopperNote")} text={record.note} /> : null}
            <p className="mt-3 text-sm text-gray-600">{t(record.free_returns ? "freeReturns" : "paidReturns")}</p>
            {record.owner_note ? <Said label={t("storeNote")} text={record.owner_note} /> : null}
            {record.refund_id || record.restocked ? (
              <p className="mt-3 flex flex-wrap gap-2 text-sm">
                {record.refund_id ? <span className="rounded-full bg-green-100 px-2 py-0.5 text-green-800">{t("refunded")}</span> : null}
                {record.restocked ? <span className="rounded-full bg-blue-100 px-2 py-0.5 text-blue-800">{t("restocked")}</span> : null}
              </p>
            ) : null}
          </Card>
        </div>
        {open && writable ? <StepCard record={record} /> : null}
      </div>
    </div>
  );
}

/** Someone's words, in their own direction. */
function Said({ label, text }: { label: string; text: string }) {
  return (
    <div className="mt-3 text-sm">
      <p className="text-gray-600">{label}</p>
      <p dir="auto" className="whitespace-pre-line">
        {text}
      </p>
    </div>
  );
}

/** The store's next step: approve or refuse with a word to the shopper, or receive the parcel with restock and refund. */
function StepCard({ record }: { record: ReturnRecord }) {
  const t = useMessages(returnMessages);
  const to = useMessages(orderMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const order = useQuery({
    queryKey: queryKeys.orders.detail(record.order_id),
    queryFn: () => api<{ data: Order }>(`/orders/${record.order_id}`).then((a) => a.data),
  });
  const [note, setNote] = useState("");
  const [receiving, setReceiving] = useState(false);
  const [restock, setRestock] = useState(true);
  const refundable = (order.data?.refundable_amount ?? 0) > 0;
  const [refund, setRefund] = useState(true);
  const [shipping, setShipping] = useState(false);
  const [outside, setOutside] = useState<(typeof REFUNDED_OUTSIDE)[number]>("cash");
  const online = order.data ? paidOnline(order.data) : true;

  const step = useMutation({
    mutationFn: (body: ReturnChangeInput) => api(`/returns/${record.id}`, { method: "PUT", body, schema: returnChangeInput }),
    // The note went with this step; the next one has its own.
    onSuccess: () => setNote(""),
    onSettled: async () => {
      await refreshQueries(client, queryKeys.returns.all);
      await refreshQueries(client, queryKeys.orders.all);
    },
  });
  const withNote = note.trim() ? { note: note.trim() } : {};
  const receive = (): ReturnChangeInput => ({
    status: "received",
    ...withNote,
    restock,
    ...(refund && refundable ? { refund: { shipping, ...(online ? {} : { refunded_outside: outside }) } } : {}),
  });

  return (
    <Card title={receiving ? t("receiveTitle") : undefined}>
      <div className="space-y-3">
        <TextField label={t("storeNote")} hint={t("storeNoteHint")} value={note} onChange={setNote} maxLength={1000} />
        {receiving ? (
          <form
            aria-label={t("receiveTitle")}
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              step.mutate(receive());
            }}
          >
            <Switch label={t("restock")} checked={restock} onChange={setRestock} />
            {refundable ? (
              <>
                <Switch label={t("refund", { amount: formatMoney(record.amount, record.currency_code, language) })} checked={refund} onChange={setRefund} />
                {refund && (order.data?.total_delivery_cost ?? 0) > 0 ? <Switch label={t("refundShipping")} checked={shipping} onChange={setShipping} /> : null}
                {refund && !online ? (
                  <SelectField
                    label={t("refundedOutside")}
                    value={outside}
                    onChange={(value) => setOutside(value as typeof outside)}
                    options={REFUNDED_OUTSIDE.map((how) => ({ value: how, label: to(OUTSIDE_KEYS[how]) }))}
                  />
                ) : null}
              </>
            ) : null}
            <FormError error={step.error} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={step.isPending || order.isPending}>
                {t("confirmReceive")}
              </Button>
              <Button variant="secondary" onClick={() => setReceiving(false)} disabled={step.isPending}>
                {t("close")}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <FormError error={step.error} />
            <div className="flex flex-wrap gap-3">
              {record.status === "requested" ? (
                <Button onClick={() => step.mutate({ status: "approved", ...withNote })} disabled={step.isPending}>
                  {t("approve")}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => setReceiving(true)} disabled={step.isPending}>
                {t("receive")}
              </Button>
              <Button variant="danger" onClick={() => step.mutate({ status: "rejected", ...withNote })} disabled={step.isPending}>
                {t("reject")}
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
