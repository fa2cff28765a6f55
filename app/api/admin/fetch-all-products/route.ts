import { envelopeA } from "@/lib/api/envelopes";
import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { adminProductList } from "@/lib/catalog/admin-reads";
import { adminProductsQuery, adminProductsResponse } from "@/lib/catalog/schemas";

export const GET = adminRoute(
  {
    permission: "catalog",
    summary: "The store's products, drafts included, newest first",
    query: adminProductsQuery,
    response: adminProductsResponse,
    cached: "catalog and stock",
  },
  async ({ store, query, origin }) => {
    const page = pageOf(query);
    const { rows, total } = await adminProductList(store, { page, platformOrigin: origin });
    // `/fetch-all-products`' own order: `{products, current_page, last_page}`, then `success`, `per_page` and `total` added.
    return { products: rows, ...envelopeA(page, total), success: true, per_page: page.perPage, total };
  },
);
