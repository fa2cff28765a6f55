import { pageOf } from "@/lib/core/paging";
import { storeRoute } from "@/lib/api/route";
import { listCategories } from "@/lib/catalog/categories";
import { categoriesQuery, categoriesResponse } from "@/lib/catalog/schemas";

export const GET = storeRoute(
  { summary: "Categories with their images (shape B)", cached: "catalog", query: categoriesQuery, response: categoriesResponse },
  ({ store, query, origin }) => listCategories({ storeId: store.id, page: pageOf(query), origin }),
);
