import { pageOf, pageQuery } from "@/lib/api/pagination";
import { storeRoute } from "@/lib/api/route";
import { categoriesResponse, listCategories } from "@/lib/catalog/categories";

export const GET = storeRoute(
  { summary: "Categories with their images (shape B)", cached: "catalog", query: pageQuery(10), response: categoriesResponse },
  ({ store, query, origin }) => listCategories({ storeId: store.id, page: pageOf(query), origin }),
);
