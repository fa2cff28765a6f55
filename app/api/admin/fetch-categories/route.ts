import { envelopeB } from "@/lib/api/envelopes";
import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { listOwnerCategories } from "@/lib/catalog/categories";
import { adminCategoriesQuery, adminCategoriesResponse } from "@/lib/catalog/schemas";

export const GET = adminRoute(
  {
    permission: "catalog",
    summary: "The store's product categories, hidden ones included, in the owner's order (shape B)",
    query: adminCategoriesQuery,
    response: adminCategoriesResponse,
  },
  async ({ store, query, origin }) => {
    const page = pageOf(query);
    const { rows, total } = await listOwnerCategories(store, { page, platformOrigin: origin });
    return { success: true, entities: rows, ...envelopeB(page, total) };
  },
);
