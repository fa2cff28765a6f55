"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import Link from "next/link";
import type { z } from "zod";
import type { managedCustomer } from "@/lib/customers/schemas";
import { formatMoney, formatNumber } from "@/lib/dashboard/format";
import { customerMessages } from "@/lib/dashboard/messages/customers";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useLanguage, useMessages } from "../language";
import { PagedResults, usePagedList } from "../paged-list";
import { useStore } from "../store";
import { Card, PageHeader } from "../ui/layout";
import { ExportButton } from "../export-button";
import { Badge } from "../ui/feedback";
import { FilterSelect, SearchFilter } from "../ui/fields";
import { CardLabel, cards, tdClass, RecordTable } from "../record-table";

export type Customer = z.infer<typeof managedCustomer>;

export function CustomerStatus({ status }: { status: number }) {
  const t = useMessages(customerMessages);
  return <Badge tone={status === 1 ? "green" : "red"}>{status === 1 ? t("active") : t("disabled")}</Badge>;
}

export function CustomersScreen() {
  const t = useMessages(customerMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const store = useStore();
  const list = usePagedList<Customer, { search: string; status: string }>(queryKeys.customers, { search: "", status: "" });
  const { filters, set } = list;

  return (
    <div>
      <PageHeader title={ts("customers")}>
        <ExportButton what="customers" />
      </PageHeader>
      <Card>
        <div className="mb-4 grid grid-cols-3 gap-3">
          <SearchFilter label={t("searchCustomers")} className="col-span-2" value={filters.search} onChange={(search) => set({ search })} />
          <FilterSelect
            label={t("status")}
            value={filters.status}
            onChange={(status) => set({ status })}
            options={[
              { value: "1", label: t("active") },
              { value: "2", label: t("disabled") },
            ]}
          />
        </div>
        <PagedResults list={list}>
          {(customers) => (
            <RecordTable
              layout={cards}
              columns={[{ label: t("customer") }, { label: t("status") }, { label: t("orders"), end: true }, { label: t("totalSpent"), end: true }]}
            >
              {customers.map((customer) => (
                <tr key={customer.id}>
                  <td className={tdClass}>
                    <Link href={`/dashboard/customers/${customer.id}`} className="font-medium hover:underline">
                      <bdi>{customer.name}</bdi>
                    </Link>
                    <span className="block text-gray-600">
                      <bdi dir="ltr">{customer.email}</bdi>
                    </span>
                  </td>
                  <td className={tdClass}>
                    <CustomerStatus status={customer.status} />
                  </td>
                  <td className={`${tdClass} text-end`}>
                    <CardLabel>{t("orders")}</CardLabel>
                    {formatNumber(customer.orders_count, language)}
                  </td>
                  <td className={`${tdClass} text-end whitespace-nowrap`}>
                    <bdi dir="ltr">{formatMoney(customer.total_spent, store.default_currency, language)}</bdi>
                  </td>
                </tr>
              ))}
            </RecordTable>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}
