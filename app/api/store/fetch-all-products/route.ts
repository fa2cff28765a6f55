import { pageOf, pageQuery } from "@/lib/api/pagination";
import { storeRoute } from "@/lib/api/route";
import { allProductsResponse, listAllProducts } from "@/lib/catalog/product-list";

export const GET = storeRoute(
  { summary: "Published products, newest first (shape B)", currency: true, cached: "catalog", query: pageQuery(8), response: allProductsResponse },
  ({ store, query, currency, origin }) => listAllProducts({ storeId: store.id, page: pageOf(query), currency, origin }),
);
