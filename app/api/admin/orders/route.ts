import { adminRoute } from "@/lib/api/route";
import { listManagedOrders } from "@/lib/orders/manage-orders";
import { managedOrdersQuery, managedOrdersResponse } from "@/lib/orders/schemas";

export const GET = adminRoute(
  {
    summary: "The store's orders, newest first: by delivery and payment state, customer, days placed (the store's time zone) and code, name or e-mail",
    query: managedOrdersQuery,
    response: managedOrdersResponse,
  },
  ({ store, query, origin }) => listManagedOrders(store, { query, origin }),
);
