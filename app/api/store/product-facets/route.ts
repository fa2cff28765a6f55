import { storeRoute } from "@/lib/api/route";
import { productFacets } from "@/lib/catalog/facets";
import { findingOf } from "@/lib/catalog/finding-schemas";
import { categoryNotFound } from "@/lib/catalog/product-list";
import { productFacetsQuery, productFacetsResponse } from "@/lib/catalog/schemas";

export const GET = storeRoute(
  {
    summary: "Ours: the values a list may be narrowed to (colours, attributes, price range, in stock), each counted with the other filters applied",
    currency: true,
    translates: true,
    cached: "catalog and stock",
    query: productFacetsQuery,
    response: productFacetsResponse,
    refusals: [categoryNotFound],
  },
  async ({ store, query, currency, catalogLanguage }) => ({
    success: true,
    ...(await productFacets(store, { slug: query.slug, query: query.query, finding: findingOf(query), currency, language: catalogLanguage })),
  }),
);
