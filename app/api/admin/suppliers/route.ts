import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { supplierInput, supplierResponse, suppliersQuery, suppliersResponse } from "@/lib/catalog/management-schemas";
import { createSupplier, listSuppliers } from "@/lib/catalog/suppliers";

export const GET = adminRoute(
  { summary: "The store's suppliers by name (shape D)", query: suppliersQuery, response: suppliersResponse },
  ({ store, query, origin }) => listSuppliers(store, { page: pageOf(query), platformOrigin: origin }),
);

export const POST = adminRoute(
  { summary: "A new supplier, its name unique in the store", status: 201, body: supplierInput, response: supplierResponse },
  ({ store, body }) => createSupplier(store, { supplier: body }),
);
