import Link from "next/link";
import { Arrow } from "../arrow";
import { isolate } from "@/lib/i18n/language";
import { formatPrice } from "@/lib/money/price-format";
import type { ordersResponse } from "@/lib/orders/schemas";
import { accountMessages, type AccountMessage } from "@/lib/storefront/messages/account";
import type { z } from "zod";

// A page of the customer's orders as /order answers it (15 a page, shape D), with links to the
// pages before and after: plain links, so that each page is its own address.

type Orders = z.infer<typeof ordersResponse>;

export function OrdersList({ language, orders }: { language: string; orders: Orders }) {
  const t = (key: AccountMessage, params?: Record<string, string | number>) => accountMessages(language, key, params);
  const { current_page: page, last_page: pages } = orders.meta;
  if (orders.data.length === 0) return <p className="text-sm text-gray-600">{t("noOrders")}</p>;
  return (
    <>
      <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
        {orders.data.map((order) => (
          <li key={order.id}>
            <Link
              href={`/account/orders/${order.id}`}
              aria-label={t("viewOrder", { code: order.order_code })}
              className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-4 hover:bg-gray-50 focus-visible:bg-gray-50 sm:px-6"
            >
              <bdi className="font-medium text-gray-900">{order.order_code}</bdi>
              <span className="text-sm text-gray-600">{isolate(order.order_date)}</span>
              <span className="text-sm text-gray-600">
                {t("items")}: {order.total_products}
              </span>
              <span className="font-semibold tabular-nums" dir="ltr">
                {formatPrice(order.total_payable_amount, { code: order.currency_code, symbol: order.symbol_devise }, language)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t("ordersPages")} className="mt-4 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link href={`/account?page=${page - 1}`} className="inline-flex items-center gap-1 font-semibold underline underline-offset-4">
              <Arrow to="back" />
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-gray-600">{t("pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link href={`/account?page=${page + 1}`} className="inline-flex items-center gap-1 font-semibold underline underline-offset-4">
              {t("next")}
              <Arrow to="forward" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
