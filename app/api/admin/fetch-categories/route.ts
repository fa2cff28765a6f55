import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { listOwnerCategories } from "@/lib/catalog/categories";
import { adminCategoriesQuery, adminCategoriesResponse } from "@/lib/catalog/schemas";
import { storeOrigin } from "@/lib/tenancy/store-origin";

export const GET = adminRoute(
  {
    summary: "The store's product categories, hidden ones included, in the owner's order (shape B)",
    query: adminCategoriesQuery,
    response: adminCategoriesResponse,
  },
  ({ store, query, origin }) => listOwnerCategories({ storeId: store.id, page: pageOf(query), storeOrigin: storeOrigin(store, origin) }),
);
