import { envelopeB } from "@/lib/api/envelopes";
import { pageOf } from "@/lib/core/paging";
import { storeRoute } from "@/lib/api/route";
import { listCategories } from "@/lib/catalog/categories";
import { categoriesQuery, categoriesResponse } from "@/lib/catalog/schemas";

export const GET = storeRoute(
  { summary: "Categories with their images (shape B)", cached: "catalog", translates: true, query: categoriesQuery, response: categoriesResponse },
  async ({ store, query, origin, catalogLanguage }) => {
    const page = pageOf(query);
    const { rows, total } = await listCategories(store, { page, origin, language: catalogLanguage });
    return { success: true, entities: rows, ...envelopeB(page, total) };
  },
);
