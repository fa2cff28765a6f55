import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import { refusingDuplicates } from "../db/errors";
import type { Prisma, Store } from "../db/generated/client";
import { storeRecords } from "../db/store-records";
import { stampsOf } from "../format/dates";
import { supplierMessages } from "./messages";
import { OWNER_STATUSES } from "./schemas";
import { type SupplierInput, type SupplierPatch, type supplierRecord } from "./management-schemas";

// The owner's suppliers, which products name by id (`supplier_id`; the customer API's product
// detail answers it as `supplier`). A name is unique in its store, as Shopify's vendors are. A
// supplier is deleted only when no product the owner sees names it: a deleted product kept for
// its orders loses it (the foreign key sets it to null).

export const supplierInUse = refusal("conflict", "Products the owner sees (published or drafts) name the supplier: their supplier must change first");

const inUse = { status: { in: [...OWNER_STATUSES] } };
const SELECT = {
  id: true,
  name: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { products: { where: inUse } } },
} satisfies Prisma.SupplierSelect;
type Row = Prisma.SupplierGetPayload<{ select: typeof SELECT }>;

const suppliers = storeRecords("supplier", {
  select: SELECT,
  orderBy: [{ name: "asc" }, { id: "asc" }],
  notFound: (language) => supplierMessages(language, "notFound"),
  serialize: (row: Row): z.infer<typeof supplierRecord> => ({
    id: row.id,
    name: row.name,
    products_count: row._count.products,
    ...stampsOf(row),
  }),
});
export const supplierNotFound = suppliers.notFound;

/** The store's suppliers by name. */
export const listSuppliers = suppliers.list;

export const supplier = suppliers.read;

/** The unique index decides between two owners naming two suppliers alike at once. */
const nameTaken = (store: Store) => () => fieldError("name", supplierMessages(store.language, "taken"));

export const createSupplier = (store: Store, input: { fields: SupplierInput }) =>
  refusingDuplicates(() => suppliers.create(store, { data: () => ({ storeId: store.id, name: input.fields.name }) }), nameTaken(store));

export const updateSupplier = (store: Store, input: { id: number; patch: SupplierPatch }) =>
  refusingDuplicates(() => suppliers.update(store, { id: input.id, data: () => ({ name: input.patch.name }) }), nameTaken(store));

/**
 * Its row locked first: a product write naming it either committed before (and is counted here)
 * or waits and then finds no supplier (lib/catalog/manage-products.ts).
 */
export async function deleteSupplier(store: Store, input: { id: number }) {
  await suppliers.remove(store, {
    id: input.id,
    lock: true,
    keptBy: (tx, current) => tx.product.findFirst({ where: { storeId: store.id, supplierId: current.id, ...inUse }, select: { id: true } }),
    refused: () => supplierInUse.error(supplierMessages(store.language, "inUse")),
  });
}
