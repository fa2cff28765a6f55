import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import type { Page } from "../core/paging";
import { db, type Tx } from "../db/client";
import { refusingDuplicates } from "../db/errors";
import type { Prisma, Store } from "../db/generated/client";
import { storeRecords } from "../db/store-records";
import { isoMicros } from "../format/dates";
import { supplierMessages } from "./messages";
import { OWNER_STATUSES } from "./schemas";
import { type SupplierInput, type SupplierPatch, type supplierRecord } from "./management-schemas";

// The owner's suppliers, which products name by id (`supplier_id`; the customer API's product
// detail answers it as `supplier`). A name is unique in its store, as Shopify's vendors are. A
// supplier is deleted only when no product the owner sees names it: a deleted product kept for
// its orders loses it (the foreign key sets it to null).

export const supplierNotFound = refusal("not_found", "No supplier of the store has this id: `Supplier not found.`");
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

const suppliers = storeRecords({
  model: (client) => client.supplier,
  table: "suppliers",
  select: SELECT,
  orderBy: [{ name: "asc" }, { id: "asc" }],
  notFound: { refusal: supplierNotFound, message: (language) => supplierMessages(language, "notFound") },
  serialize: (row: Row): z.infer<typeof supplierRecord> => ({
    id: row.id,
    name: row.name,
    products_count: row._count.products,
    created_at: isoMicros(row.createdAt),
    updated_at: isoMicros(row.updatedAt),
  }),
});

/** The store's suppliers by name. */
export const listSuppliers = (store: Store, input: { page: Page }) => suppliers.list(store, input);

export const supplier = (store: Store, input: { id: number }) => suppliers.read(store, input);

/** The unique index decides between two owners naming two suppliers alike at once. */
const nameTaken = (store: Store) => () => fieldError("name", supplierMessages(store.language, "taken"));

export async function createSupplier(store: Store, input: { fields: SupplierInput }) {
  const { id } = await refusingDuplicates(
    () => db().supplier.create({ data: { storeId: store.id, name: input.fields.name }, select: { id: true } }),
    nameTaken(store),
  );
  return supplier(store, { id });
}

export async function updateSupplier(store: Store, input: { id: number; patch: SupplierPatch }) {
  const write = (tx: Tx) => tx.supplier.update({ where: { id: input.id, storeId: store.id }, data: { name: input.patch.name } });
  await refusingDuplicates(() => suppliers.change(store, { id: input.id, write }), nameTaken(store));
  return supplier(store, input);
}

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
