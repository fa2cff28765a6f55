import { adminRoute } from "@/lib/api/route";
import { deletedResponse, recordParams, supplierPatch, supplierResponse } from "@/lib/catalog/management-schemas";
import { deleteSupplier, supplier, supplierInUse, supplierNotFound, updateSupplier } from "@/lib/catalog/suppliers";

export const GET = adminRoute(
  { summary: "A supplier of the store", params: recordParams, response: supplierResponse, refusals: [supplierNotFound] },
  ({ store, params }) => supplier(store, { id: params.id }),
);

export const PUT = adminRoute(
  { summary: "Changes the fields sent, and only those", params: recordParams, body: supplierPatch, response: supplierResponse, refusals: [supplierNotFound] },
  ({ store, params, body }) => updateSupplier(store, { id: params.id, patch: body }),
);

export const DELETE = adminRoute(
  {
    summary: "Deletes the supplier, refused while products name it",
    params: recordParams,
    response: deletedResponse,
    refusals: [supplierNotFound, supplierInUse],
  },
  ({ store, params }) => deleteSupplier(store, { id: params.id }),
);
