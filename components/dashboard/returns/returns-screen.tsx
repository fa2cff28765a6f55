"use client";

import Link from "next/link";
import { formatDateTime, formatMoney } from "@/lib/dashboard/format";
import { returnMessages } from "@/lib/dashboard/messages/returns";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { queryKeys } from "@/lib/dashboard/query-keys";
import { RETURN_STATES, type ReturnRecord, type ReturnState } from "@/lib/returns/schemas";
import { useLanguage, useMessages } from "../language";
import { StateListScreen, usePagedList } from "../paged-list";
import { cards, RecordTable, tdClass } from "../record-table";
import { ReturnBadge } from "./return-badge";

/** What shoppers asked to send back, those waiting for the store first shown by the filter's default. */
export function ReturnsScreen() {
  const t = useMessages(returnMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const list = usePagedList<ReturnRecord, { status: string }>(queryKeys.returns, { status: "" });
  return (
    <StateListScreen title={ts("returns")} filter={{ label: t("status"), states: RETURN_STATES, stateLabel: (state) => t(state as ReturnState) }} list={list}>
      {(rows) => (
        <RecordTable
          layout={cards}
          columns={[
            { label: t("order") },
            { label: t("date") },
            { label: t("customer") },
            { label: t("items") },
            { label: t("status") },
            { label: t("amount"), end: true },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} className={row.status === "requested" ? "font-medium" : ""}>
              <td className={`${tdClass} whitespace-nowrap`}>
                <Link href={`/dashboard/returns/${row.id}`} className="text-gray-900 underline-offset-2 hover:underline">
                  <bdi>{row.order_code}</bdi>
                </Link>
              </td>
              <td className={`${tdClass} whitespace-nowrap text-gray-600`}>{formatDateTime(row.created_at, language)}</td>
              <td className={tdClass}>
                <bdi>{row.customer.name}</bdi>
              </td>
              <td className={tdClass}>{t("itemsCount", { count: row.items.reduce((sum, item) => sum + item.quantity, 0) })}</td>
              <td className={tdClass}>
                <ReturnBadge status={row.status} />
              </td>
              <td className={`${tdClass} text-end whitespace-nowrap`}>
                <bdi dir="ltr">{formatMoney(row.amount, row.currency_code, language)}</bdi>
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </StateListScreen>
  );
}
