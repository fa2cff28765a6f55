import { envelopeB } from "@/lib/api/envelopes";
import { pageOf } from "@/lib/core/paging";
import { storeRoute } from "@/lib/api/route";
import { listAllProducts } from "@/lib/catalog/product-list";
import { findingOf, listingCache } from "@/lib/catalog/finding-schemas";
import { allProductsQuery, allProductsResponse } from "@/lib/catalog/schemas";

export const GET = storeRoute(
  {
    summary: "Published products, newest first (shape B); ours: sort and filters (docs/decisions.md)",
    currency: true,
    translates: true,
    cached: listingCache,
    query: allProductsQuery,
    response: allProductsResponse,
  },
  async ({ store, query, currency, origin, catalogLanguage }) => {
    const page = pageOf(query);
    const { rows, total } = await listAllProducts(store, { page, currency, origin, finding: findingOf(query), language: catalogLanguage });
    return { success: true, products: rows, ...envelopeB(page, total) };
  },
);
