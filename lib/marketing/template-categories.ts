import type { z } from "zod";
import { refusal } from "../core/errors";
import type { Page } from "../core/paging";
import { db } from "../db/client";
import { isForeignKeyViolation } from "../db/errors";
import type { Store } from "../db/generated/client";
import { marketingMessages } from "./messages";
import { marketingRecords, slugOf, withUniqueName } from "./records";
import type { categoryInput } from "./schemas";
import { categoryInclude, serializeCategory } from "./serialize";

// Template categories (the administration API's `/categories`): groups of post templates, unique
// by their slug in the store. One that templates use stays until they move or go.

export const categoryInUse = refusal("conflict", "Templates use the category: move or delete them first; nothing changes");

const categories = marketingRecords("templateCategory", { include: categoryInclude, order: "made", serialize: serializeCategory });

/** In the order they were made: every category, or one page of them; `total` counts them all. */
export const listCategories = (store: Store, input: { page?: Page }) => categories.list(store, input);

export const getCategory = (store: Store, input: { id: number }) => categories.read(store, input);

export async function createCategory(store: Store, { fields: { name } }: { fields: z.output<typeof categoryInput> }) {
  const row = await withUniqueName(store, () =>
    db().templateCategory.create({ data: { storeId: store.id, name, slug: slugOf(store, name) }, include: categoryInclude }),
  );
  return serializeCategory(row);
}

export async function renameCategory(store: Store, { id, patch: { name } }: { id: number; patch: z.output<typeof categoryInput> }) {
  const row = await withUniqueName(store, () =>
    categories.change(store, {
      id,
      write: (tx) => tx.templateCategory.update({ where: { id, storeId: store.id }, data: { name, slug: slugOf(store, name) }, include: categoryInclude }),
    }),
  );
  return serializeCategory(row);
}

export async function deleteCategory(store: Store, input: { id: number }) {
  try {
    // The templates' foreign key refuses the deletion while one uses it, whatever a count said a moment before.
    await categories.remove(store, input);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw categoryInUse.error(marketingMessages(store.language, "categoryInUse"));
    throw error;
  }
}
