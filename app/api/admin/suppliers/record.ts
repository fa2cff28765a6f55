import { recordRoutes } from "@/lib/api/records";
import { supplierInput, supplierPatch, supplierRecord, suppliersQuery } from "@/lib/catalog/management-schemas";
import { createSupplier, deleteSupplier, listSuppliers, supplier, supplierInUse, supplierNotFound, updateSupplier } from "@/lib/catalog/suppliers";

export const supplierRoutes = recordRoutes({
  permission: "catalog",
  record: supplierRecord,
  notFound: supplierNotFound,
  list: { summary: "The store's suppliers by name (shape D)", query: suppliersQuery, path: "/api/suppliers", run: listSuppliers },
  create: { summary: "A new supplier, its name unique in the store", body: supplierInput, run: createSupplier },
  find: { summary: "A supplier of the store", run: supplier },
  update: { summary: "Changes the fields sent, and only those", body: supplierPatch, run: updateSupplier },
  remove: { summary: "Deletes the supplier, refused while products name it", refusals: [supplierInUse], run: deleteSupplier },
});
