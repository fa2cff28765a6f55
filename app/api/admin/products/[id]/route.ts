import { idParams } from "@/lib/core/ids";
import type { OwnerSession } from "@/lib/api/authenticate";
import type { Asker } from "@/lib/api/input";
import { success, succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { deleteProduct, managedProductNotFound, product, PRODUCT_BODY_BYTES, updateProduct } from "@/lib/catalog/manage-products";
import { deletedResponse } from "@/lib/catalog/management-schemas";
import { productPatch, productResponse } from "@/lib/catalog/product-schemas";

const ownedProduct = ({ store, origin }: OwnerSession & Asker, { id }: { id: number }) => product(store, { id, platformOrigin: origin });

export const GET = adminRoute(
  {
    permission: "catalog",
    summary: "A product of the store with everything the owner manages of it",
    params: idParams,
    response: productResponse,
    refusals: [managedProductNotFound],
  },
  async ({ store, params, origin }) => success(await product(store, { id: params.id, platformOrigin: origin })),
);

export const PUT = adminRoute(
  {
    permission: "catalog",
    summary: "Changes the fields sent, and only those; a list sent replaces the product's",
    params: idParams,
    owned: ownedProduct,
    body: productPatch,
    maxBodyBytes: PRODUCT_BODY_BYTES,
    response: productResponse,
    refusals: [managedProductNotFound],
  },
  async ({ store, params, body, origin }) => success(await updateProduct(store, { id: params.id, patch: body, platformOrigin: origin })),
);

export const DELETE = adminRoute(
  {
    permission: "catalog",
    summary: "Deletes the product for shoppers and carts at once; its orders keep their lines",
    params: idParams,
    owned: ownedProduct,
    response: deletedResponse,
    refusals: [managedProductNotFound],
  },
  async ({ store, params }) => {
    await deleteProduct(store, { id: params.id });
    return succeeded();
  },
);
