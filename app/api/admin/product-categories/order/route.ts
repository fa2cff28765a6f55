import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { reorderProductCategories } from "@/lib/catalog/product-categories";
import { reorderProductCategoriesInput, reorderProductCategoriesResponse } from "@/lib/catalog/management-schemas";

export const PUT = adminRoute(
  {
    permission: "catalog",
    summary: "Orders the store's categories: those named first, in the order given, the others after them as they were",
    body: reorderProductCategoriesInput,
    response: reorderProductCategoriesResponse,
  },
  async ({ store, body }) => success(await reorderProductCategories(store, { ids: body.ids })),
);
