import { envelopeA } from "@/lib/api/envelopes";
import { pageOf } from "@/lib/core/paging";
import { storeRoute } from "@/lib/api/route";
import { categoryNotFound, listCategoryProducts } from "@/lib/catalog/product-list";
import { findingOf, listingCache } from "@/lib/catalog/finding-schemas";
import { categoryProductsQuery, categoryProductsResponse } from "@/lib/catalog/schemas";

export const GET = storeRoute(
  {
    summary: "Published products of a category (shape A); ours: sort and filters (docs/decisions.md)",
    currency: true,
    translates: true,
    cached: listingCache,
    query: categoryProductsQuery,
    response: categoryProductsResponse,
    refusals: [categoryNotFound],
  },
  async ({ store, query, currency, origin, catalogLanguage }) => {
    const page = pageOf(query);
    const { rows, total, categoryName } = await listCategoryProducts(store, {
      slug: query.slug,
      page,
      currency,
      origin,
      finding: findingOf(query),
      language: catalogLanguage,
    });
    return { success: true, products: rows, ...envelopeA(page, total), category_selected_name: categoryName };
  },
);
