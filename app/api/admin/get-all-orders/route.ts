import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { listAllOrders } from "@/lib/orders/manage-orders";
import { allOrdersQuery, allOrdersResponse } from "@/lib/orders/schemas";

export const GET = adminRoute(
  { summary: "Every order of the store, newest first, in Laravel's paginator", query: allOrdersQuery, response: allOrdersResponse, cached: "orders" },
  ({ store, query, origin }) => listAllOrders(store, { page: pageOf(query), origin }),
);
