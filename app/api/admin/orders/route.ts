import { envelopeD, success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { pageOf } from "@/lib/core/paging";
import { listManagedOrders } from "@/lib/orders/manage-orders";
import { managedOrdersQuery, managedOrdersResponse } from "@/lib/orders/schemas";

export const GET = adminRoute(
  {
    permission: "orders",
    summary: "The store's orders, newest first: by delivery and payment state, customer, days placed (the store's time zone) and code, name or e-mail",
    query: managedOrdersQuery,
    response: managedOrdersResponse,
  },
  async ({ store, query, origin }) => {
    const { rows, total } = await listManagedOrders(store, { query });
    // The page links keep the filters.
    return { ...success(rows), ...envelopeD(pageOf(query), total, `${origin}/api/orders`, query) };
  },
);
