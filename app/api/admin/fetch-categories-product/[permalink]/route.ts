import { withTotalCount } from "@/lib/api/answer";
import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { adminCategoryNotFound, adminCategoryProducts } from "@/lib/catalog/admin-reads";
import { adminCategoryProductsParams, adminCategoryProductsQuery, adminCategoryProductsResponse } from "@/lib/catalog/schemas";

export const GET = adminRoute(
  {
    permission: "catalog",
    summary: "A page of a category's products, drafts included: a bare array",
    params: adminCategoryProductsParams,
    query: adminCategoryProductsQuery,
    response: adminCategoryProductsResponse,
    successHeaders: { "X-Total-Count": "How many products the category holds, over every page" },
    refusals: [adminCategoryNotFound],
  },
  async ({ store, params, query, origin }) => {
    const { rows, total } = await adminCategoryProducts(store, { permalink: params.permalink, page: pageOf(query), platformOrigin: origin });
    return withTotalCount({ items: rows, total });
  },
);
