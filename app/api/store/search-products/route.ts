import { storeRoute } from "@/lib/api/route";
import { searchInput, searchResponse } from "@/lib/catalog/schemas";
import { findingOf, listingCache } from "@/lib/catalog/finding-schemas";
import { searchProducts } from "@/lib/catalog/search-products";

export const GET = storeRoute(
  {
    summary: "Products by relevance to a query (typos and partial words too); ours: page, sort and filters",
    currency: true,
    translates: true,
    cached: listingCache,
    query: searchInput,
    response: searchResponse,
  },
  async ({ store, query, currency, origin, catalogLanguage }) => {
    const { rows, total } = await searchProducts(store, {
      query: query.query,
      limit: query.limit,
      page: query.page,
      finding: findingOf(query),
      currency,
      origin,
      language: catalogLanguage,
    });
    return { success: true, data: rows, query: query.query, total_results: total };
  },
);
