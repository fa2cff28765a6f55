import { z } from "zod";
import { storeRoute } from "@/lib/api/route";
import { productDetails, productDetailsResponse, productNotFound } from "@/lib/catalog/product-details";

export const GET = storeRoute(
  {
    summary: "A product by its permalink: the standard or the customizable shape",
    currency: true,
    cached: "catalog and stock",
    params: z.object({ slug: z.string().min(1).max(200) }),
    response: productDetailsResponse,
    refusals: [productNotFound],
  },
  ({ store, params, currency, origin }) => productDetails({ store, slug: params.slug, currency, origin }),
);
