"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import type { z } from "zod";
import { api, queryString } from "@/lib/dashboard/api-client";
import { dayBefore, formatMoney, formatNumber } from "@/lib/dashboard/format";
import { orderMessages, deliveryKey } from "@/lib/dashboard/messages/orders";
import { overviewMessages } from "@/lib/dashboard/messages/overview";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import type { overview } from "@/lib/overview/schemas";
import { useLanguage, useMessages } from "../language";
import { OrdersTable } from "../orders/orders-table";
import { Card, PageHeader } from "../ui/layout";
import { QueryState } from "../ui/feedback";
import { Field, inputClass } from "../ui/fields";
import { OnboardingChecklist } from "./onboarding-checklist";
import { SalesChart } from "./sales-chart";

export type Overview = z.infer<typeof overview>;

const PRESETS = [
  { key: "last7", days: 7 },
  { key: "last30", days: 30 },
  { key: "last90", days: 90 },
] as const;

export function OverviewScreen() {
  const t = useMessages(overviewMessages);
  const ts = useMessages(shellMessages);
  const to_ = useMessages(orderMessages);
  const language = useLanguage();
  // Empty: the API's default, the store's last 30 days (its own time zone decides "today").
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const query = useQuery({
    queryKey: ["overview", range],
    queryFn: () => api<{ data: Overview }>(`/overview${queryString(range)}`).then((answer) => answer.data),
  });
  const data = query.data;
  const money = (amount: number) => (data ? formatMoney(amount, data.currency.code, language) : "");

  return (
    <div>
      <PageHeader title={ts("overview")}>
        <fieldset className="flex flex-wrap items-end gap-2">
          <legend className="sr-only">{t("range")}</legend>
          {PRESETS.map(({ key, days }) => (
            <button
              key={key}
              type="button"
              className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm hover:bg-gray-50"
              onClick={() => data && setRange({ from: dayBefore(data.to, days - 1), to: data.to })}
            >
              {t(key)}
            </button>
          ))}
          <Field label={t("from")}>
            {(id) => (
              <input
                id={id}
                type="date"
                className={inputClass}
                value={range.from ?? data?.from ?? ""}
                onChange={(e) => setRange({ ...range, from: e.target.value || undefined })}
              />
            )}
          </Field>
          <Field label={t("to")}>
            {(id) => (
              <input
                id={id}
                type="date"
                className={inputClass}
                value={range.to ?? data?.to ?? ""}
                onChange={(e) => setRange({ ...range, to: e.target.value || undefined })}
              />
            )}
          </Field>
        </fieldset>
      </PageHeader>
      <QueryState loading={query.isPending} error={query.error} />
      {data ? (
        <div className="space-y-4">
          <OnboardingChecklist checklist={data.onboarding} />
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {(
              [
                ["sales", money(data.totals.sales)],
                ["orders", formatNumber(data.totals.orders, language)],
                ["averageOrderValue", money(data.totals.average_order_value)],
                ["itemsSold", formatNumber(data.totals.items_sold, language)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
                <dt className="text-sm text-gray-600">{t(key)}</dt>
                <dd className="mt-1 text-xl font-semibold">{value}</dd>
              </div>
            ))}
            <div className="col-span-2 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:col-span-1">
              <dt className="text-sm text-gray-600">{t("cartsRecovered")}</dt>
              <dd className="mt-1 text-xl font-semibold">{formatNumber(data.abandoned_carts.recovered, language)}</dd>
              <dd className="text-xs text-gray-600">{t("cartsMailed", { count: formatNumber(data.abandoned_carts.mailed, language) })}</dd>
            </div>
          </dl>
          <Card title={t("salesAndOrders")}>
            <SalesChart days={data.days} money={money} />
            <p className="sr-only">{t("chartSummary", { orders: data.totals.orders, sales: money(data.totals.sales), from: data.from, to: data.to })}</p>
          </Card>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card title={t("ordersByStatus")}>
              <ul className="divide-y divide-gray-100 text-sm">
                {data.orders_by_status.delivery.map((row) => (
                  <li key={row.status} className="flex justify-between py-2">
                    <span>{to_(deliveryKey(row.status))}</span>
                    <span className="font-medium">{formatNumber(row.count, language)}</span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card title={t("topProducts")}>
              <QueryState empty={data.top_products.length === 0} />
              <ul className="divide-y divide-gray-100 text-sm">
                {data.top_products.map((product) => (
                  <li key={product.product_id} className="flex justify-between gap-3 py-2">
                    <Link href={`/dashboard/products/${product.product_id}`} dir="auto" className="truncate hover:underline">
                      {product.name}
                    </Link>
                    <span className="shrink-0 text-gray-600">
                      {formatNumber(product.quantity, language)} · {money(product.sales)}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            <Card title={t("recentOrders")} className="lg:col-span-2">
              {data.recent_orders.length === 0 ? <QueryState empty /> : <OrdersTable orders={data.recent_orders} compact />}
            </Card>
            <Card title={t("lowStock")}>
              {data.low_stock.items.length === 0 ? <p className="text-sm text-gray-600">{t("noLowStock")}</p> : null}
              <ul className="divide-y divide-gray-100 text-sm">
                {data.low_stock.items.map((item) => (
                  <li key={`${item.product_id}-${item.variant_key}`} className="flex justify-between gap-3 py-2">
                    <Link href={`/dashboard/products/${item.product_id}`} dir="auto" className="truncate hover:underline">
                      {item.name}
                      {item.sku ? <span className="text-gray-600"> · {item.sku}</span> : null}
                    </Link>
                    <span className={item.quantity === 0 ? "font-medium text-red-700" : "font-medium text-amber-800"}>
                      {formatNumber(item.quantity, language)}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </div>
      ) : null}
    </div>
  );
}
