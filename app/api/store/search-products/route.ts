import { storeRoute } from "@/lib/api/route";
import { searchInput, searchResponse } from "@/lib/catalog/schemas";
import { searchProducts } from "@/lib/catalog/search-products";

export const GET = storeRoute(
  {
    summary: "Products by relevance to a query (typos and partial words too)",
    currency: true,
    cached: "catalog",
    query: searchInput,
    response: searchResponse,
  },
  async ({ store, query, currency, origin }) => {
    const { rows, total } = await searchProducts(store, { query: query.query, limit: query.limit, currency, origin });
    return { success: true, data: rows, query: query.query, total_results: total };
  },
);
