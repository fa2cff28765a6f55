import { storeRoute } from "@/lib/api/route";
import { productDetails, productNotFound } from "@/lib/catalog/product-details";
import { productDetailsParams, productDetailsResponse } from "@/lib/catalog/schemas";

export const GET = storeRoute(
  {
    summary: "A product by its permalink: the standard or the customizable shape",
    currency: true,
    translates: true,
    cached: "catalog and stock",
    params: productDetailsParams,
    response: productDetailsResponse,
    refusals: [productNotFound],
  },
  async ({ store, params, currency, origin, catalogLanguage }) => ({
    success: true,
    ...(await productDetails(store, { slug: params.slug, currency, origin, language: catalogLanguage })),
  }),
);
