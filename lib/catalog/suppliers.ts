import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import { envelopeD } from "../api/envelopes";
import { skipTake, type Page } from "../core/paging";
import { db } from "../db/client";
import { refusingDuplicates } from "../db/errors";
import type { Prisma, Store } from "../db/generated/client";
import { isoMicros } from "../format/dates";
import { defineMessages } from "../i18n/messages";
import { OWNER_STATUSES } from "./schemas";
import { type SupplierInput, type SupplierPatch, type supplierRecord } from "./management-schemas";

// The owner's suppliers, which products name by id (`supplier_id`; the customer API's product
// detail answers it as `supplier`). A name is unique in its store, as Shopify's vendors are. A
// supplier is deleted only when no product the owner sees names it: a deleted product kept for
// its orders loses it (the foreign key sets it to null).

const messages = defineMessages({
  en: {
    notFound: "Supplier not found.",
    taken: "The store already has a supplier with this name.",
    inUse: "Products name this supplier: change their supplier first.",
  },
  fr: {
    notFound: "Fournisseur introuvable.",
    taken: "La boutique a déjà un fournisseur de ce nom.",
    inUse: "Des produits nomment ce fournisseur : changez d'abord leur fournisseur.",
  },
  ar: {
    notFound: "المورّد غير موجود.",
    taken: "لدى المتجر مورّد بهذا الاسم بالفعل.",
    inUse: "هناك منتجات تذكر هذا المورّد: غيّر مورّدها أولاً.",
  },
});

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

function serialize(row: Row): z.infer<typeof supplierRecord> {
  return {
    id: row.id,
    name: row.name,
    products_count: row._count.products,
    created_at: isoMicros(row.createdAt),
    updated_at: isoMicros(row.updatedAt),
  };
}

const missing = (store: Store) => supplierNotFound.error(messages(store.language, "notFound"));

/** The store's suppliers by name, in shape D. */
export async function listSuppliers(store: Store, input: { page: Page; platformOrigin: string }) {
  const where = { storeId: store.id };
  const [rows, total] = await Promise.all([
    db().supplier.findMany({ where, select: SELECT, orderBy: [{ name: "asc" }, { id: "asc" }], ...skipTake(input.page) }),
    db().supplier.count({ where }),
  ]);
  return { success: true as const, data: rows.map(serialize), ...envelopeD(input.page, total, `${input.platformOrigin}/api/suppliers`) };
}

export async function supplier(store: Store, input: { id: number }) {
  const row = await db().supplier.findFirst({ where: { id: input.id, storeId: store.id }, select: SELECT });
  if (!row) throw missing(store);
  return { success: true as const, data: serialize(row) };
}

/** The unique index decides between two owners naming two suppliers alike at once. */
const nameTaken = (store: Store) => () => fieldError("name", messages(store.language, "taken"));

export async function createSupplier(store: Store, input: { supplier: SupplierInput }) {
  const { id } = await refusingDuplicates(
    () => db().supplier.create({ data: { storeId: store.id, name: input.supplier.name }, select: { id: true } }),
    nameTaken(store),
  );
  return supplier(store, { id });
}

export async function updateSupplier(store: Store, input: { id: number; patch: SupplierPatch }) {
  const { count } = await refusingDuplicates(
    () => db().supplier.updateMany({ where: { id: input.id, storeId: store.id }, data: { name: input.patch.name } }),
    nameTaken(store),
  );
  if (!count) throw missing(store);
  return supplier(store, input);
}

/**
 * Its row locked first: a product write naming it either committed before (and is counted here)
 * or waits and then finds no supplier (lib/catalog/manage-products.ts).
 */
export async function deleteSupplier(store: Store, input: { id: number }) {
  await db().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM suppliers WHERE id = ${input.id} AND store_id = ${store.id} FOR UPDATE`;
    if (!row) throw missing(store);
    if (await tx.product.findFirst({ where: { storeId: store.id, supplierId: row.id, ...inUse }, select: { id: true } })) {
      throw supplierInUse.error(messages(store.language, "inUse"));
    }
    await tx.supplier.delete({ where: { id: row.id, storeId: store.id } });
  });
  return { success: true as const };
}
