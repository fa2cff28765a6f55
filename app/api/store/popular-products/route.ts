import { pageOf } from "@/lib/core/paging";
import { storeRoute } from "@/lib/api/route";
import { popularProducts } from "@/lib/catalog/popular-products";
import { popularProductsQuery, popularProductsResponse } from "@/lib/catalog/schemas";

export const GET = storeRoute(
  { summary: "Products ranked by units sold (shape C)", currency: true, query: popularProductsQuery, response: popularProductsResponse },
  ({ store, query, currency, origin }) => popularProducts({ storeId: store.id, page: pageOf(query), currency, origin }),
);
