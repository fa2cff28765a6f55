import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { adminProductList } from "@/lib/catalog/admin-reads";
import { adminProductsQuery, adminProductsResponse } from "@/lib/catalog/schemas";

export const GET = adminRoute(
  {
    summary: "The store's products, drafts included, newest first",
    query: adminProductsQuery,
    response: adminProductsResponse,
    cached: "catalog and stock",
  },
  ({ store, query, origin }) => adminProductList(store, { page: pageOf(query), platformOrigin: origin }),
);
