"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { deliveryKey, orderMessages, paymentKey } from "@/lib/dashboard/messages/orders";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";
import { PagedResults, usePagedList } from "../paged-list";
import { Button } from "../ui/buttons";
import { Card, PageHeader } from "../ui/layout";
import { ExportButton } from "../export-button";
import { Field, FilterSelect, inputClass, SearchFilter } from "../ui/fields";
import { OrdersTable, type ManagedOrder } from "./orders-table";
import { PackingSlipsButton } from "./packing-slips-button";

type Filters = { search: string; delivery_status: string; payment_status: string; from: string; to: string; customer_id: string };

export function OrdersScreen({ customerId }: { customerId: string }) {
  const t = useMessages(orderMessages);
  const ts = useMessages(shellMessages);
  const router = useRouter();
  const list = usePagedList<ManagedOrder, Filters>(queryKeys.orders, {
    search: "",
    delivery_status: "",
    payment_status: "",
    from: "",
    to: "",
    customer_id: customerId,
  });
  const { filters, set } = list;
  const customerName = list.query.data?.data[0]?.customer.name;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div>
      <PageHeader title={ts("orders")}>
        <ExportButton what="orders" filters={filters} />
      </PageHeader>
      <Card>
        <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
          <SearchFilter label={t("searchOrders")} className="col-span-2 lg:col-span-1" value={filters.search} onChange={(search) => set({ search })} />
          <FilterSelect
            label={t("deliveryStatus")}
            value={filters.delivery_status}
            onChange={(delivery_status) => set({ delivery_status })}
            options={[1, 2, 3, 5, 4].map((status) => ({ value: status, label: t(deliveryKey(status)) }))}
          />
          <FilterSelect
            label={t("paymentStatus")}
            value={filters.payment_status}
            onChange={(payment_status) => set({ payment_status })}
            options={[1, 2, 4, 3].map((status) => ({ value: status, label: t(paymentKey(status)) }))}
          />
          <Field label={t("from")}>
            {(id) => <input id={id} type="date" className={inputClass} value={filters.from} onChange={(e) => set({ from: e.target.value })} />}
          </Field>
          <Field label={t("to")}>
            {(id) => <input id={id} type="date" className={inputClass} value={filters.to} onChange={(e) => set({ to: e.target.value })} />}
          </Field>
        </div>
        {filters.customer_id ? (
          <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">{customerName ? t("oneCustomer", { name: customerName }) : t("oneCustomerUnnamed")}</span>
            <Button
              variant="secondary"
              className="px-2 py-1"
              onClick={() => {
                set({ customer_id: "" });
                router.replace("/dashboard/orders");
              }}
            >
              {t("everyCustomer")}
            </Button>
          </p>
        ) : null}
        <PackingSlipsButton ids={[...selected]} />
        <PagedResults list={list}>{(orders) => <OrdersTable orders={orders} selection={{ selected, toggle }} />}</PagedResults>
      </Card>
    </div>
  );
}
