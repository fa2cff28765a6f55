import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { storeOverview } from "@/lib/overview/overview";
import { overviewQuery, overviewResponse } from "@/lib/overview/schemas";

export const GET = adminRoute(
  {
    permission: "overview",
    summary:
      "Sales and orders per day over a range of the store's days (the last 30 by default), totals, orders by state, top products, low stock, recent orders and changes",
    query: overviewQuery,
    response: overviewResponse,
  },
  async ({ store, query }) => success(await storeOverview(store, query)),
);
