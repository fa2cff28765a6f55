import { idParams } from "@/lib/core/ids";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { moveProductCategory, productCategory, productCategoryNotFound } from "@/lib/catalog/product-categories";
import { moveProductCategoryInput, moveProductCategoryResponse } from "@/lib/catalog/management-schemas";

export const PUT = adminRoute(
  {
    permission: "catalog",
    summary: "Moves the category to a position in the store's order (1 is first, past the last is last); the others keep their order around it",
    params: idParams,
    owned: ({ store, origin }, { id }) => productCategory(store, { id, platformOrigin: origin }),
    body: moveProductCategoryInput,
    response: moveProductCategoryResponse,
    refusals: [productCategoryNotFound],
  },
  async ({ store, params, body }) => success(await moveProductCategory(store, { id: params.id, position: body.position })),
);
