"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import type { z } from "zod";
import type { managedCustomerDetail } from "@/lib/customers/schemas";
import { api } from "@/lib/dashboard/api-client";
import { formatMoney, formatNumber } from "@/lib/dashboard/format";
import { customerMessages } from "@/lib/dashboard/messages/customers";
import { useLanguage, useMessages } from "../language";
import { OrdersTable } from "../orders/orders-table";
import { useStore } from "../store";
import { WriteButton } from "../ui/buttons";
import { BackLink, Card, PageHeader } from "../ui/layout";
import { FormError, QueryState } from "../ui/feedback";
import { CustomerStatus } from "./customers-screen";
import { refreshQueries } from "@/components/refresh-queries";

type CustomerDetailRecord = z.infer<typeof managedCustomerDetail>;

export function CustomerDetail({ id }: { id: string }) {
  const t = useMessages(customerMessages);
  const language = useLanguage();
  const store = useStore();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.customers.detail(id),
    queryFn: () => api<{ data: CustomerDetailRecord }>(`/customers/${id}`).then((a) => a.data),
  });
  const toggle = useMutation({
    mutationFn: (status: number) => api(`/customers/${id}/status`, { method: "PUT", body: { status } }),
    // Optimistic: the badge changes at once, and goes back if the API refuses.
    onMutate: async (status) => {
      await client.cancelQueries({ queryKey: queryKeys.customers.detail(id) });
      const before = client.getQueryData<CustomerDetailRecord>(["customer", id]);
      if (before) client.setQueryData(queryKeys.customers.detail(id), { ...before, status });
      return { before };
    },
    onError: (_error, _status, context) => context?.before && client.setQueryData(queryKeys.customers.detail(id), context.before),
    onSettled: () => {
      void refreshQueries(client, queryKeys.customers.all);
    },
  });
  const customer = query.data;
  if (!customer) return <QueryState loading={query.isPending} error={query.error} />;

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink href="/dashboard/customers">{t("back")}</BackLink>
      <PageHeader title={customer.name}>
        <CustomerStatus status={customer.status} />
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title={t("orders")} className="lg:col-span-2">
          {customer.orders.length === 0 ? <p className="text-sm text-gray-600">{t("noOrders")}</p> : <OrdersTable orders={customer.orders} oneCustomer />}
          {/* The detail holds the latest orders; the orders screen pages through all of them. */}
          {customer.orders_count > customer.orders.length ? (
            <Link href={`/dashboard/orders?customer_id=${customer.id}`} className="mt-3 inline-block text-sm font-medium text-gray-900 underline">
              {t("allOrders", { count: formatNumber(customer.orders_count, language) })}
            </Link>
          ) : null}
        </Card>
        <div className="space-y-4">
          <Card title={t("customer")}>
            <p className="text-sm">
              <bdi dir="ltr">{customer.email}</bdi>
            </p>
            <p className="text-sm text-gray-600">
              {t("phone")}:{" "}
              <bdi dir="ltr">
                {customer.phone_code ? `${customer.phone_code} ` : ""}
                {customer.phone}
              </bdi>
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-gray-600">{t("orders")}</dt>
              <dd className="text-end">{formatNumber(customer.orders_count, language)}</dd>
              <dt className="text-gray-600">{t("totalSpent")}</dt>
              <dd className="text-end">
                <bdi dir="ltr">{formatMoney(customer.total_spent, store.default_currency, language)}</bdi>
              </dd>
            </dl>
          </Card>
          <Card>
            <p className="mb-3 text-sm text-gray-600">{t("disabledNote")}</p>
            <WriteButton variant={customer.status === 1 ? "danger" : "secondary"} onClick={() => toggle.mutate(customer.status === 1 ? 2 : 1)}>
              {customer.status === 1 ? t("disable") : t("enable")}
            </WriteButton>
            <FormError error={toggle.error} />
          </Card>
        </div>
      </div>
    </div>
  );
}
