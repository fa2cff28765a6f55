import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { deletedResponse, supplierPatch, supplierResponse } from "@/lib/catalog/management-schemas";
import { deleteSupplier, supplier, supplierInUse, supplierNotFound, updateSupplier } from "@/lib/catalog/suppliers";

export const GET = adminRoute(
  { summary: "A supplier of the store", params: idParams, response: supplierResponse, refusals: [supplierNotFound] },
  ({ store, params }) => supplier(store, { id: params.id }),
);

export const PUT = adminRoute(
  { summary: "Changes the fields sent, and only those", params: idParams, body: supplierPatch, response: supplierResponse, refusals: [supplierNotFound] },
  ({ store, params, body }) => updateSupplier(store, { id: params.id, patch: body }),
);

export const DELETE = adminRoute(
  {
    summary: "Deletes the supplier, refused while products name it",
    params: idParams,
    response: deletedResponse,
    refusals: [supplierNotFound, supplierInUse],
  },
  ({ store, params }) => deleteSupplier(store, { id: params.id }),
);
