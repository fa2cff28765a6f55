import { envelopeC } from "@/lib/api/envelopes";
import { pageOf } from "@/lib/core/paging";
import { storeRoute } from "@/lib/api/route";
import { popularProducts } from "@/lib/catalog/popular-products";
import { popularProductsQuery, popularProductsResponse } from "@/lib/catalog/schemas";

export const GET = storeRoute(
  { summary: "Products ranked by units sold (shape C)", currency: true, translates: true, query: popularProductsQuery, response: popularProductsResponse },
  async ({ store, query, currency, origin, catalogLanguage }) => {
    const page = pageOf(query);
    const { rows, total } = await popularProducts(store, { page, currency, origin, language: catalogLanguage });
    return { success: true, data: rows, ...envelopeC(page, total) };
  },
);
