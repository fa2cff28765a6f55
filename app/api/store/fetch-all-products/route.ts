import { pageOf } from "@/lib/core/paging";
import { storeRoute } from "@/lib/api/route";
import { listAllProducts } from "@/lib/catalog/product-list";
import { allProductsQuery, allProductsResponse } from "@/lib/catalog/schemas";

export const GET = storeRoute(
  { summary: "Published products, newest first (shape B)", currency: true, cached: "catalog", query: allProductsQuery, response: allProductsResponse },
  ({ store, query, currency, origin }) => listAllProducts({ storeId: store.id, page: pageOf(query), currency, origin }),
);
