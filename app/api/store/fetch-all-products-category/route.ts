import { pageOf } from "@/lib/core/paging";
import { storeRoute } from "@/lib/api/route";
import { categoryNotFound, listCategoryProducts } from "@/lib/catalog/product-list";
import { categoryProductsQuery, categoryProductsResponse } from "@/lib/catalog/schemas";

export const GET = storeRoute(
  {
    summary: "Published products of a category (shape A)",
    currency: true,
    cached: "catalog",
    query: categoryProductsQuery,
    response: categoryProductsResponse,
    refusals: [categoryNotFound],
  },
  ({ store, query, currency, origin }) => listCategoryProducts({ store, slug: query.slug, page: pageOf(query), currency, origin }),
);
