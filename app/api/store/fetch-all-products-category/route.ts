import { z } from "zod";
import { pageOf, pageQuery } from "@/lib/api/pagination";
import { storeRoute } from "@/lib/api/route";
import { categoryNotFound, categoryProductsResponse, listCategoryProducts } from "@/lib/catalog/product-list";

export const GET = storeRoute(
  {
    summary: "Published products of a category (shape A)",
    currency: true,
    cached: "catalog",
    query: pageQuery(8).extend({ slug: z.string().trim().min(1).max(200) }),
    response: categoryProductsResponse,
    refusals: [categoryNotFound],
  },
  ({ store, query, currency, origin }) => listCategoryProducts({ store, slug: query.slug, page: pageOf(query), currency, origin }),
);
