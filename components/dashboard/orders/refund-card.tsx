"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { refreshQueries } from "@/components/refresh-queries";
import { api, DASHBOARD_API } from "@/lib/dashboard/api-client";
import { formatMoney } from "@/lib/dashboard/format";
import { orderMessages } from "@/lib/dashboard/messages/orders";
import { queryKeys } from "@/lib/dashboard/query-keys";
import { deliveryStatusInput, type managedOrderDetail } from "@/lib/orders/schemas";
import { REFUNDED_OUTSIDE, refundInput, type RefundInput } from "@/lib/refunds/schemas";
import { useLanguage, useMessages } from "../language";
import { Button, LinkButton } from "../ui/buttons";
import { DecimalField } from "../ui/decimal-field";
import { FormError } from "../ui/feedback";
import { inputClass, SelectField, Switch, TextField, Field } from "../ui/fields";
import { Card } from "../ui/layout";

type Order = z.infer<typeof managedOrderDetail>;
const CANCELLED = 4;
/** The payments a gateway gives back by the platform's call; others are given back outside it. */
const ONLINE = ["STRIPE", "GPAY", "PAYPAL"];
export const paidOnline = (order: Order) => order.payments.some((p) => p.status === "SUCCEEDED" && ONLINE.includes(p.provider));
export const OUTSIDE_KEYS = {
  cash: "outsideCash",
  bank_transfer: "outsideBankTransfer",
  cmi_back_office: "outsideCmiBackOffice",
  other: "outsideOther",
} as const;

/**
 * "Refund" (an amount or items, restock, a reason) and, while the order may be cancelled, "Cancel and
 * refund": the refund first (the step a payment provider may refuse), then the cancel, which puts
 * the stock back itself.
 */
export function RefundCard({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const language = useLanguage();
  const [open, setOpen] = useState<null | "refund" | "cancel">(null);
  if (order.refundable_amount <= 0 && order.credit_notes.length === 0) return null;
  const canCancel = order.next_delivery_statuses.includes(CANCELLED);
  return (
    <Card title={t("refundTitle")}>
      <p className="mb-3 text-sm text-gray-600">{t("refundLeft", { amount: formatMoney(order.refundable_amount, order.currency_code, language) })}</p>
      {order.credit_notes.length ? (
        <div className="mb-3 flex flex-wrap gap-3">
          {order.credit_notes.map((note) => (
            <LinkButton key={note.refund_id} href={`${DASHBOARD_API}/orders/${order.id}/refunds/${note.refund_id}/credit-note`} download={`${note.code}.pdf`}>
              {t("creditNote", { code: note.code })}
            </LinkButton>
          ))}
        </div>
      ) : null}
      {order.refundable_amount <= 0 ? null : open ? (
        <RefundForm order={order} cancelling={open === "cancel"} onClose={() => setOpen(null)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setOpen("refund")}>{t("refund")}</Button>
          {canCancel ? (
            <Button variant="danger" onClick={() => setOpen("cancel")}>
              {t("cancelAndRefund")}
            </Button>
          ) : null}
        </div>
      )}
    </Card>
  );
}

function RefundForm({ order, cancelling, onClose }: { order: Order; cancelling: boolean; onClose: () => void }) {
  const t = useMessages(orderMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const online = paidOnline(order);
  const [by, setBy] = useState<"amount" | "lines">(cancelling ? "amount" : "lines");
  const [amount, setAmount] = useState(String(order.refundable_amount));
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [shipping, setShipping] = useState(false);
  // A cancel gives every item back to stock itself.
  const [restock, setRestock] = useState(!cancelling);
  const [reason, setReason] = useState("");
  const [outside, setOutside] = useState<(typeof REFUNDED_OUTSIDE)[number]>("cash");

  const body = (): RefundInput => ({
    ...(by === "amount"
      ? { amount: Number(amount) }
      : {
          lines: Object.entries(quantities)
            .filter(([, q]) => q > 0)
            .map(([id, quantity]) => ({ line_id: Number(id), quantity })),
          shipping,
        }),
    restock: cancelling ? false : restock,
    ...(reason.trim() ? { reason: reason.trim() } : {}),
    ...(online ? {} : { refunded_outside: outside }),
  });
  const submit = useMutation({
    mutationFn: async () => {
      await api(`/orders/${order.id}/refunds`, { method: "POST", body: body(), schema: refundInput });
      if (cancelling) await api(`/orders/${order.id}/delivery-status`, { method: "PUT", body: { status: CANCELLED }, schema: deliveryStatusInput });
    },
    onSettled: () => refreshQueries(client, queryKeys.orders.all),
    onSuccess: onClose,
  });

  return (
    <form
      aria-label={cancelling ? t("cancelAndRefund") : t("refundTitle")}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit.mutate();
      }}
    >
      {cancelling ? <p className="text-sm text-gray-700">{t("cancelRefundHint")}</p> : null}
      <SelectField
        label={t("refundBy")}
        value={by}
        onChange={(value) => setBy(value as "amount" | "lines")}
        options={[
          { value: "lines", label: t("refundByLines") },
          { value: "amount", label: t("refundByAmount") },
        ]}
      />
      {by === "amount" ? (
        <DecimalField label={`${t("refundAmount")} (${order.currency_code})`} value={amount} onChange={setAmount} required />
      ) : (
        <>
          {order.lines.map((line) => (
            <Field key={line.id} label={t("refundQuantity", { name: line.name })}>
              {(id) => (
                <input
                  id={id}
                  type="number"
                  min={0}
                  max={line.quantity}
                  className={inputClass}
                  value={quantities[line.id] ?? 0}
                  onChange={(e) => setQuantities({ ...quantities, [line.id]: Math.max(0, Math.min(line.quantity, Number(e.target.value) || 0)) })}
                />
              )}
            </Field>
          ))}
          {order.total_delivery_cost > 0 ? <Switch label={t("refundShipping")} checked={shipping} onChange={setShipping} /> : null}
        </>
      )}
      {cancelling ? null : (
        <div>
          <Switch label={t("restock")} checked={restock} onChange={setRestock} />
        </div>
      )}
      <TextField label={t("refundReason")} hint={t("refundReasonHint")} value={reason} onChange={setReason} maxLength={500} />
      {online ? null : (
        <SelectField
          label={t("refundedOutside")}
          hint={t("refundedOutsideHint")}
          value={outside}
          onChange={(value) => setOutside(value as typeof outside)}
          options={REFUNDED_OUTSIDE.map((how) => ({ value: how, label: t(OUTSIDE_KEYS[how]) }))}
        />
      )}
      <FormError error={submit.error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant={cancelling ? "danger" : "primary"} disabled={submit.isPending}>
          {cancelling ? t("cancelAndRefund") : t("refundSubmit")}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
          {t("closeRefund")}
        </Button>
        <span className="text-sm text-gray-600">
          <bdi dir="ltr">{by === "amount" && amount ? formatMoney(Number(amount) || 0, order.currency_code, language) : ""}</bdi>
        </span>
      </div>
    </form>
  );
}
