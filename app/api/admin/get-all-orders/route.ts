import { laravelPaginator, success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { pageOf } from "@/lib/core/paging";
import { listAllOrders } from "@/lib/orders/manage-orders";
import { allOrdersQuery, allOrdersResponse } from "@/lib/orders/schemas";

export const GET = adminRoute(
  {
    permission: "orders",
    summary: "Every order of the store, newest first, in Laravel's paginator",
    query: allOrdersQuery,
    response: allOrdersResponse,
    cached: "orders",
  },
  async ({ store, query, origin }) => {
    const page = pageOf(query);
    const { rows, total } = await listAllOrders(store, { page });
    return success(laravelPaginator(page, total, `${origin}/api/get-all-orders`, rows));
  },
);
