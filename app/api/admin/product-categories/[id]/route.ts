import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { deleteProductCategory, productCategory, productCategoryInUse, productCategoryNotFound, updateProductCategory } from "@/lib/catalog/product-categories";
import { deletedResponse, productCategoryPatch, productCategoryResponse } from "@/lib/catalog/management-schemas";

export const GET = adminRoute(
  { summary: "A product category of the store", params: idParams, response: productCategoryResponse, refusals: [productCategoryNotFound] },
  ({ store, params, origin }) => productCategory(store, { id: params.id, platformOrigin: origin }),
);

export const PUT = adminRoute(
  {
    summary: "Changes the fields sent, and only those",
    params: idParams,
    body: productCategoryPatch,
    response: productCategoryResponse,
    refusals: [productCategoryNotFound],
  },
  ({ store, params, body, origin }) => updateProductCategory(store, { id: params.id, patch: body, platformOrigin: origin }),
);

export const DELETE = adminRoute(
  {
    summary: "Deletes the category: its products leave it, its subcategories move to the top",
    params: idParams,
    response: deletedResponse,
    refusals: [productCategoryNotFound, productCategoryInUse],
  },
  ({ store, params }) => deleteProductCategory(store, { id: params.id }),
);
