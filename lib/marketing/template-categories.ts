import type { z } from "zod";
import { refusal } from "../core/errors";
import { isForeignKeyViolation } from "../db/errors";
import { wholeOrPage, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { marketingMessages } from "./messages";
import { found, slugOf, withUniqueName } from "./records";
import type { categoryInput } from "./schemas";
import { categoryInclude, serializeCategory } from "./serialize";

// Template categories (the administration API's `/categories`): groups of post templates, unique
// by their slug in the store. One that templates use stays until they move or go.

export const categoryInUse = refusal("conflict", "Templates use the category: move or delete them first; nothing changes");

/** In the order they were made: every category, or one page of them; `total` counts them all. */
export async function listCategories(store: Store, { page }: { page?: Page } = {}) {
  const where = { storeId: store.id };
  return wholeOrPage(
    page,
    async (window) => (await db().templateCategory.findMany({ where, include: categoryInclude, orderBy: { id: "asc" }, ...window })).map(serializeCategory),
    () => db().templateCategory.count({ where }),
  );
}

export async function getCategory(store: Store, { id }: { id: number }) {
  const row = found(await db().templateCategory.findFirst({ where: { id, storeId: store.id }, include: categoryInclude }));
  return serializeCategory(row);
}

export async function createCategory(store: Store, { name }: z.output<typeof categoryInput>) {
  const row = await withUniqueName(store, () =>
    db().templateCategory.create({ data: { storeId: store.id, name, slug: slugOf(store, name) }, include: categoryInclude }),
  );
  return serializeCategory(row);
}

export async function renameCategory(store: Store, { id, name }: z.output<typeof categoryInput> & { id: number }) {
  const row = await withUniqueName(store, () =>
    db().templateCategory.update({ where: { id, storeId: store.id }, data: { name, slug: slugOf(store, name) }, include: categoryInclude }),
  );
  return serializeCategory(row);
}

export async function deleteCategory(store: Store, { id }: { id: number }) {
  try {
    // The templates' foreign key refuses the deletion while one uses it, whatever a count said a moment before.
    await db().templateCategory.delete({ where: { id, storeId: store.id } });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw categoryInUse.error(marketingMessages(store.language, "categoryInUse"));
    throw error;
  }
}
