import { pageOf, pageQuery } from "@/lib/api/pagination";
import { storeRoute } from "@/lib/api/route";
import { popularProducts, popularProductsResponse } from "@/lib/catalog/popular-products";

export const GET = storeRoute(
  { summary: "Products ranked by units sold (shape C)", currency: true, query: pageQuery(8), response: popularProductsResponse },
  ({ store, query, currency, origin }) => popularProducts({ storeId: store.id, page: pageOf(query), currency, origin }),
);
