"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, DASHBOARD_API } from "@/lib/dashboard/api-client";
import { orderMessages } from "@/lib/dashboard/messages/orders";
import { queryKeys } from "@/lib/dashboard/query-keys";
import type { managedOrderDetail } from "@/lib/orders/schemas";
import { refreshQueries } from "@/components/refresh-queries";
import { useMessages } from "../language";
import { LinkButton, WriteButton } from "../ui/buttons";
import { FormError } from "../ui/feedback";
import { Card } from "../ui/layout";

type Order = z.infer<typeof managedOrderDetail>;
const CANCELLED = 4;

/** The order's papers: its invoice (or "Issue invoice" before it has one) and its packing slip, as PDFs. */
export function DocumentsCard({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const client = useQueryClient();
  const issue = useMutation({
    mutationFn: () => api<{ data: Order }>(`/orders/${order.id}/invoice`, { method: "POST" }),
    onSuccess: ({ data }) => {
      client.setQueryData(queryKeys.orders.detail(order.id), data);
      void refreshQueries(client, queryKeys.orders.all);
    },
  });
  return (
    <Card title={t("documents")}>
      <p className="mb-3 text-sm text-gray-600">{order.invoice_code ? t("invoiceNumber", { code: order.invoice_code }) : t("noInvoiceYet")}</p>
      <div className="flex flex-wrap gap-3">
        {order.invoice_code ? (
          <LinkButton href={`${DASHBOARD_API}/orders/${order.id}/invoice`} download={`${order.invoice_code}.pdf`}>
            {t("downloadInvoice")}
          </LinkButton>
        ) : order.delivery_status !== CANCELLED ? (
          <WriteButton variant="secondary" disabled={issue.isPending} onClick={() => issue.mutate()}>
            {t("issueInvoice")}
          </WriteButton>
        ) : null}
        <LinkButton href={`${DASHBOARD_API}/orders/${order.id}/packing-slip`} download={`packing-slip-${order.order_code}.pdf`}>
          {t("packingSlip")}
        </LinkButton>
      </div>
      <FormError error={issue.error} />
    </Card>
  );
}
