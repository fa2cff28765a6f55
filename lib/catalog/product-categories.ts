import type { z } from "zod";
import { fieldsOf } from "../core/columns";
import { fieldError, refusal } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { storeRecords } from "../db/store-records";
import { stampsOf } from "../format/dates";
import { publicUrl } from "../media/storage";
import { storeOrigin } from "../tenancy/store-origin";
import { pictureIssues } from "./gallery";
import { refuseIssues } from "./issues";
import { catalogMessages, productCategoryMessages } from "./messages";
import { OWNER_STATUSES } from "./schemas";
import { type ProductCategoryInput, type ProductCategoryPatch, type productCategoryRecord } from "./management-schemas";
import { retryingTakenSlugs, slugFor } from "./slugs";
import { storedTranslations } from "./translations";

// The owner's product categories: created, changed, ordered (`position`, which the customer API's
// /fetch-categories follows), hidden (`is_active`), nested (`parent_id`) and deleted. Every write
// is seen at once by the customer API: the catalog_version trigger covers categories and
// product_categories (docs/decisions.md, Performance).

export const productCategoryInUse = refusal(
  "conflict",
  "A coupon is restricted to the category: deleting it would open the coupon to every product, so the coupon must change first",
);

const INCLUDE = {
  image: { select: { id: true, path: true } },
  _count: { select: { products: { where: { product: { status: { in: [...OWNER_STATUSES] } } } } } },
} satisfies Prisma.CategoryInclude;
type Row = Prisma.CategoryGetPayload<{ include: typeof INCLUDE }>;

type Origin = { platformOrigin: string };

function serialize(row: Row, origin: string): z.infer<typeof productCategoryRecord> {
  return {
    ...fieldsOf(row, ["id", "name", "slug", "parentId", "position", "isActive"]),
    translations: storedTranslations(row.translations),
    url: `${origin}/category/${row.slug}`,
    image_id: row.image?.id ?? null,
    image: publicUrl(origin, row.image?.path),
    products_count: row._count.products,
    ...stampsOf(row),
  };
}

const categories = storeRecords("category", {
  include: INCLUDE,
  orderBy: [{ position: "asc" }, { id: "asc" }],
  notFound: (language) => catalogMessages(language, "category"),
  serialize,
  context: (store, input: Origin) => storeOrigin(store, input.platformOrigin),
});
export const productCategoryNotFound = categories.notFound;

/** The store's categories in their order (`position`), hidden ones too. */
export const listProductCategories = categories.list;

export const productCategory = categories.read;

/** A new category, last in the store's order. */
export function createProductCategory(store: Store, input: Origin & { fields: ProductCategoryInput }) {
  const { fields: category } = input;
  return retryingTakenSlugs(() =>
    categories.create(store, {
      ...input,
      async data(tx) {
        await checkPicture(tx, store, category.image_id);
        await checkParent(tx, store, category.parent_id);
        const slug = await slugFor(tx, store, { table: "categories", given: category.slug, name: category.name, fallback: "category" });
        const last = await tx.category.aggregate({ where: { storeId: store.id }, _max: { position: true } });
        return {
          storeId: store.id,
          name: category.name,
          translations: storedTranslations(category.translations),
          slug,
          parentId: category.parent_id,
          imageUploadId: category.image_id,
          isActive: category.is_active,
          position: (last._max.position ?? 0) + 1,
        };
      },
    }),
  );
}

/** Changes what the patch names, and nothing else. */
export function updateProductCategory(store: Store, input: Origin & { id: number; patch: ProductCategoryPatch }) {
  const { patch } = input;
  return retryingTakenSlugs(() =>
    categories.update(store, {
      ...input,
      async data(tx, current) {
        if (patch.image_id !== undefined) await checkPicture(tx, store, patch.image_id);
        if (patch.parent_id !== undefined) await checkParent(tx, store, patch.parent_id, current.id);
        const slug =
          patch.slug === undefined
            ? undefined
            : await slugFor(tx, store, { table: "categories", given: patch.slug, name: current.name, fallback: "category", ownId: current.id });
        const translations = patch.translations && storedTranslations(patch.translations);
        return { name: patch.name, translations, slug, parentId: patch.parent_id, imageUploadId: patch.image_id, isActive: patch.is_active };
      },
    }),
  );
}

/**
 * Deletes the category: its products leave it, its subcategories move up to the top. Refused
 * (409) while a coupon is restricted to it, since a coupon left without its only category would
 * apply to every product.
 */
export async function deleteProductCategory(store: Store, input: { id: number }) {
  await categories.remove(store, {
    id: input.id,
    keptBy: (tx, current) => tx.couponCategory.findFirst({ where: { categoryId: current.id }, select: { couponId: true } }),
    refused: () => productCategoryInUse.error(productCategoryMessages(store.language, "inUse")),
  });
}

/**
 * The store's category ids in their order, locked until the transaction ends: two reorders at once
 * take turns, so neither writes an order read before the other's. The order is read once the locks
 * are held, by a statement of its own: one that sorts and locks sorts the rows as they were before
 * it waited (PostgreSQL's READ COMMITTED), and would bring back the order the other reorder replaced.
 */
async function lockedOrder(tx: Tx, store: Store): Promise<number[]> {
  await tx.$queryRaw`SELECT id FROM categories WHERE store_id = ${store.id} FOR UPDATE`;
  const rows = await tx.category.findMany({ where: { storeId: store.id }, select: { id: true }, orderBy: [{ position: "asc" }, { id: "asc" }] });
  return rows.map((row) => row.id);
}

/** Positions 1, 2, 3... in the order of `ids`, in one statement. */
async function writeOrder(tx: Tx, store: Store, ids: number[]) {
  const positions = ids.map((_, i) => i + 1);
  await tx.$executeRaw`
    UPDATE categories c SET position = v.position, updated_at = now()
    FROM unnest(${ids}::int[], ${positions}::int[]) AS v(id, position)
    WHERE c.id = v.id AND c.store_id = ${store.id} AND c.position IS DISTINCT FROM v.position`;
  return ids.map((id, i) => ({ id, position: positions[i]! }));
}

/**
 * Puts the named categories first, in the order given, and the others after them in the order
 * they had. Every id must be one of the store's (422 on `ids`).
 */
export async function reorderProductCategories(store: Store, input: { ids: number[] }) {
  const order = await db().$transaction(async (tx) => {
    const all = await lockedOrder(tx, store);
    const known = new Set(all);
    const unknown = input.ids.filter((id) => !known.has(id));
    if (unknown.length) throw fieldError("ids", productCategoryMessages(store.language, "unknownIds", { ids: unknown.join(", ") }));
    const named = new Set(input.ids);
    return writeOrder(tx, store, [...input.ids, ...all.filter((id) => !named.has(id))]);
  });
  return order;
}

/**
 * Moves one category to `position` (1 is first, past the last is last), the others keeping their
 * order around it: how a list shown a page at a time moves a category, without every id at hand.
 */
export async function moveProductCategory(store: Store, input: { id: number; position: number }) {
  const position = await db().$transaction(async (tx) => {
    const ids = await lockedOrder(tx, store);
    const from = ids.indexOf(input.id);
    if (from < 0) throw productCategoryNotFound.error(catalogMessages(store.language, "category"));
    ids.splice(from, 1);
    const to = Math.min(input.position, ids.length + 1) - 1;
    ids.splice(to, 0, input.id);
    await writeOrder(tx, store, ids);
    return to + 1;
  });
  return { id: input.id, position };
}

/** The parent must be a category of the store, and neither the category itself nor one below it. */
async function checkParent(tx: Tx, store: Store, parentId: number | null, categoryId?: number) {
  if (parentId === null) return;
  const tree = await tx.category.findMany({ where: { storeId: store.id }, select: { id: true, parentId: true } });
  const parents = new Map(tree.map((c) => [c.id, c.parentId]));
  if (!parents.has(parentId)) throw fieldError("parent_id", productCategoryMessages(store.language, "unknownParent"));
  // Up from the new parent: reaching the category means it would sit under itself. At most one
  // step per category, whatever the stored tree holds.
  let at: number | null | undefined = parentId;
  for (let steps = 0; at != null && steps <= tree.length; steps++, at = parents.get(at)) {
    if (at === categoryId) throw fieldError("parent_id", productCategoryMessages(store.language, "ownParent"));
  }
}

async function checkPicture(tx: Tx, store: Store, uploadId: number | null) {
  if (uploadId !== null) refuseIssues(await pictureIssues(tx, store, [{ path: ["image_id"], id: uploadId }]), store.language);
}
