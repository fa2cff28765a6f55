import { csvAnswer } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { exportFileName } from "@/lib/exports/file-name";
import { ordersCsv } from "@/lib/exports/orders";
import { ordersExportQuery } from "@/lib/exports/schemas";

export const GET = adminRoute(
  {
    permission: "orders",
    summary: "The store's orders as CSV (UTF-8 with a BOM), one row per order, oldest first, with the order list's filters (`status`: the delivery status)",
    query: ordersExportQuery,
  },
  async ({ store, query }) =>
    csvAnswer(
      ordersCsv(store, {
        deliveryStatus: query.status ?? query.delivery_status,
        paymentStatus: query.payment_status,
        customerId: query.customer_id,
        search: query.search,
        from: query.from,
        to: query.to,
      }),
      exportFileName(store, "orders"),
    ),
);
