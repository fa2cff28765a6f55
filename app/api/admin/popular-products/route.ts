import { envelopeC } from "@/lib/api/envelopes";
import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { adminPopularProducts } from "@/lib/catalog/popular-products";
import { adminPopularProductsQuery, adminPopularProductsResponse } from "@/lib/catalog/schemas";

export const GET = adminRoute(
  {
    permission: "catalog",
    summary: "The store's products ranked by units sold, drafts included (shape C)",
    query: adminPopularProductsQuery,
    response: adminPopularProductsResponse,
  },
  async ({ store, query }) => {
    const page = pageOf(query);
    const { rows, total } = await adminPopularProducts(store, { page });
    return { success: true, data: rows, ...envelopeC(page, total) };
  },
);
