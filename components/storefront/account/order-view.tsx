"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { isolate } from "@/lib/i18n/language";
import { formatPrice } from "@/lib/money/price-format";
import { carrierName } from "@/lib/orders/carriers";
import type { orderDetailsResponse } from "@/lib/orders/schemas";
import { accountMessages, type AccountMessage } from "@/lib/storefront/messages/account";
import type { z } from "zod";
import { shopApi } from "../shop-api";
import { FormError, LineName, secondaryButton, TotalRow } from "./form-parts";
import { ReturnForm } from "./return-form";
import { refreshQueries } from "@/components/refresh-queries";
import { Picture } from "@/components/storefront/picture";

// One order as its customer sees it: status, lines, totals, the tracking history, "Cancel order"
// while it can be cancelled, and "Return items" while a delivered line can be sent back. Rendered first by the server (the same serializer as
// /order-details), then kept by TanStack Query; `awaitPayment` polls while an online payment's
// confirmation (the gateway's webhook, PayPal's capture, CMI's callback) has not reached the order.

export type OrderDetails = z.infer<typeof orderDetailsResponse>;
type Order = OrderDetails["data"];

const PAID = 1;
const POLL_MS = 1500;

const statusKey = (label: string) => `status_${label}` as AccountMessage;
/** The payment states by the API's numbers (lib/orders/status.ts): a refunded order is not "unpaid". */
const PAYMENT_KEYS: Partial<Record<number, AccountMessage>> = { 1: "paid", 2: "unpaid", 3: "refunded", 4: "partiallyRefunded" };
/** A line's return state in the shopper's language (the API's `text` is in the store's). */
const RETURN_KEYS: Partial<Record<number, AccountMessage>> = { 1: "returnStatus1", 2: "returnStatus2", 3: "returnStatus3", 4: "returnStatus4" };

export function orderQueryKey(id: number) {
  return ["order-details", id] as const;
}

/** The order, kept fresh; polled while `awaitPayment` and unpaid. */
export function useOrder(initial: OrderDetails, awaitPayment = false) {
  return useQuery({
    queryKey: orderQueryKey(initial.data.id),
    queryFn: ({ signal }) => shopApi<OrderDetails>(`/order-details/${initial.data.id}`, { signal }),
    initialData: initial,
    refetchInterval: (query) => (awaitPayment && query.state.data?.data.payment_status !== PAID ? POLL_MS : false),
  });
}

export const isPaid = (order: Order) => order.payment_status === PAID;

export function OrderView({ language, initial, awaitPayment = false }: { language: string; initial: OrderDetails; awaitPayment?: boolean }) {
  const t = (key: AccountMessage, params?: Record<string, string | number>) => accountMessages(language, key, params);
  const client = useQueryClient();
  const key = orderQueryKey(initial.data.id);
  const { data } = useOrder(initial, awaitPayment);
  const cancel = useMutation({
    mutationFn: () => shopApi("/order/cancel", { method: "POST", body: { order_id: initial.data.id } }),
    onSettled: () => refreshQueries(client, key),
  });
  const order = data.data;
  // In the currency the order was placed and charged in, whatever the storefront shows prices in now.
  const money = (value: number) => formatPrice(value, { code: order.currency_code, symbol: order.symbol_devise }, language);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2" aria-live="polite">
        <Badge tone={order.payment_status === PAID ? "green" : "amber"} label={t("payment")} value={t(PAYMENT_KEYS[order.payment_status] ?? "unpaid")} />
        <Badge tone={order.delivery_status === 4 ? "red" : "gray"} label={t("delivery")} value={t(statusKey(order.delivery_status_label))} />
      </div>

      <section aria-labelledby="lines" className="rounded-2xl border border-gray-200 bg-white">
        <h2 id="lines" className="border-b border-gray-200 px-4 py-3 text-base font-semibold sm:px-6">
          {t("products")}
        </h2>
        <ul className="divide-y divide-gray-200">
          {order.products.data.map((line) => (
            <li key={line.id} className="flex gap-4 px-4 py-4 sm:px-6">
              <Picture src={line.image} alt="" sizes="64px" width={64} height={64} className="size-16 shrink-0 rounded-lg bg-gray-100 object-cover" />
              <div className="min-w-0 flex-1">
                <LineName name={line.name} variant={line.variant} quantity={t("quantity", { quantity: line.quantity })} className="text-sm" />
                <ReturnState status={line.return_status.status} say={t} />
              </div>
              <p className="shrink-0 font-medium tabular-nums" dir="ltr">
                {money(line.unit_price * line.quantity)}
              </p>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 border-t border-gray-200 px-4 py-4 text-sm sm:px-6">
          <TotalRow label={t("subtotal")} value={money(order.sub_total)} />
          <TotalRow label={t("shipping")} value={money(order.total_delivery_cost)} />
          <TotalRow label={t("tax")} value={money(order.total_tax)} />
          {order.total_discount > 0 ? <TotalRow label={t("discount")} value={`−${money(order.total_discount)}`} /> : null}
          <div className="flex justify-between pt-2 text-base font-semibold">
            <dt>{t("total")}</dt>
            <dd className="tabular-nums" dir="ltr">
              {money(order.total_payable_amount)}
            </dd>
          </div>
        </dl>
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="delivery" className="rounded-2xl border border-gray-200 bg-white p-4 text-sm sm:p-6">
          <h2 id="delivery" className="mb-2 text-base font-semibold">
            {t("delivery")}
          </h2>
          {order.pickup_point ? (
            <p>
              {t("pickupAt", { name: isolate(order.pickup_point.name) })}
              <br />
              <bdi className="text-gray-600">{order.pickup_point.address}</bdi>
              {order.pickup_point.phone ? (
                <>
                  <br />
                  <bdi dir="ltr" data-field="phone" className="text-gray-600">
                    {order.pickup_point.phone}
                  </bdi>
                </>
              ) : null}
            </p>
          ) : order.shipping_details ? (
            <AddressLines details={order.shipping_details} />
          ) : null}
          <p className="mt-3 text-gray-600">
            {t("paymentMethod")}: <bdi className="text-gray-900">{order.payment_method}</bdi>
          </p>
          {order.tracking_number ? (
            <p className="mt-3 text-gray-600" data-testid="parcel">
              {t("parcel")}: <bdi className="text-gray-900">{order.carrier ? carrierName(order.carrier) : ""}</bdi>{" "}
              {order.tracking_url ? (
                <a href={order.tracking_url} target="_blank" rel="noopener noreferrer" className="font-medium text-gray-900 underline" dir="ltr">
                  {order.tracking_number}
                </a>
              ) : (
                <bdi dir="ltr" className="text-gray-900">
                  {order.tracking_number}
                </bdi>
              )}
            </p>
          ) : null}
          {order.invoice_code || order.credit_notes.length ? (
            <div className="mt-4 flex flex-wrap gap-2">
              {order.invoice_code ? (
                // The forwarder adds the shopper's token: a plain link opens the PDF in the browser's viewer.
                <a href={`/shop-api/order-invoice/${order.id}`} download={`${order.invoice_code}.pdf`} className={secondaryButton}>
                  {t("invoice")}
                </a>
              ) : null}
              {order.credit_notes.map((note) => (
                <a key={note.refund_id} href={`/shop-api/order-credit-note/${note.refund_id}`} download={`${note.code}.pdf`} className={secondaryButton}>
                  {t("creditNote", { code: note.code })}
                </a>
              ))}
            </div>
          ) : null}
        </section>
        <Tracking language={language} entries={trackingOf(order)} />
      </div>

      {order.can_cancel === 1 ? (
        <div className="space-y-2">
          <FormError error={cancel.error} fallback={t("failed")} />
          <button
            type="button"
            className={`${secondaryButton} border-red-300 text-red-700 hover:bg-red-50`}
            disabled={cancel.isPending}
            onClick={() => window.confirm(t("confirmCancel")) && cancel.mutate()}
          >
            {cancel.isPending ? t("cancelling") : t("cancelOrder")}
          </button>
        </div>
      ) : null}
      <p role="status" className="text-sm text-gray-700">
        {cancel.isSuccess ? t("cancelled") : ""}
      </p>
      <ReturnForm language={language} orderId={order.id} lines={order.products.data} queryKey={key} />
    </div>
  );
}

/**
 * The order's history: each line's tracking list holds the order's own steps and the line's (a
 * return of that line), so the lists are merged, each step once, in time order.
 */
function trackingOf(order: Order) {
  const seen = new Set<string>();
  return order.products.data
    .flatMap((line) => line.tracking_list)
    .filter((entry) => {
      const key = `${entry.date}\u0000${entry.message}`;
      return !seen.has(key) && seen.add(key);
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

function ReturnState({ status, say }: { status: number; say: (key: AccountMessage) => string }) {
  const key = RETURN_KEYS[status];
  return key ? <p className="mt-1 text-sm font-medium text-gray-900">{say(key)}</p> : null;
}

function Tracking({ language, entries }: { language: string; entries: { message: string; date: string }[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4 text-sm sm:p-6">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {accountMessages(language, "tracking")}
      </h2>
      <ol className="space-y-3 border-s border-gray-200 ps-4">
        {entries.map((entry, index) => (
          <li key={index} className="relative">
            <span className="absolute -start-[21px] top-1.5 size-2.5 rounded-full bg-gray-900" aria-hidden />
            <p dir="auto" className="break-words text-gray-900">
              <LinkedText text={entry.message} />
            </p>
            <p className="text-xs text-gray-600">
              <time dir="ltr">{entry.date}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A message with its web addresses as links (a shipped order's carrier tracking page), the rest as text. */
function LinkedText({ text }: { text: string }) {
  return text.split(/(https:\/\/\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noopener noreferrer" dir="ltr" className="underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function Badge({ tone, label, value }: { tone: "green" | "amber" | "red" | "gray"; label: string; value: string }) {
  const tones = {
    green: "bg-green-50 text-green-800 ring-green-200",
    amber: "bg-amber-50 text-amber-900 ring-amber-200",
    red: "bg-red-50 text-red-800 ring-red-200",
    gray: "bg-gray-50 text-gray-800 ring-gray-200",
  };
  return (
    <p className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm ring-1 ${tones[tone]}`}>
      <span>{label}:</span>
      <strong className="font-semibold">{value}</strong>
    </p>
  );
}

/**
 * A stored delivery address (its inner fields are the checkout's own), a line each: each isolated,
 * so that a Latin street or a phone number keeps its order inside an Arabic page, and an Arabic
 * name inside a French one. The phone reads left to right whatever its page.
 */
function AddressLines({ details }: { details: Record<string, unknown> }) {
  const text = (name: string) => (typeof details[name] === "string" && details[name] !== "" ? (details[name] as string) : null);
  const phone = text("phone");
  const place = ["state", "city", "country"].map(text).filter(Boolean).join(", ");
  return (
    <address className="not-italic text-gray-700">
      {[text("name"), text("address"), place].map((line, index) =>
        line ? (
          <bdi key={index} className="block">
            {line}
          </bdi>
        ) : null,
      )}
      {phone ? (
        <span className="block">
          <bdi dir="ltr" data-field="phone">
            {phone}
          </bdi>
        </span>
      ) : null}
    </address>
  );
}
