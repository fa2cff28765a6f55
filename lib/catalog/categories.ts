import { envelopeB } from "../api/envelopes";
import { skipTake, type Page } from "../core/paging";
import { db } from "../db/client";
import { imageOrPlaceholder } from "../media/placeholder";

/**
 * Shoppers see the active categories; the owner sees every category of the store, hidden ones too
 * (the administration API's documented `/fetch-categories`).
 */
type Audience = "shoppers" | "owner";

/**
 * A page of the store's categories in the owner's order, with the picture each shows. A category
 * without a picture shows the one of the first product its page lists that has one, as Shopify's
 * collection.featured_image does, and the platform's placeholder when none has.
 */
async function categoryPage(storeId: number, page: Page, origin: string, audience: Audience) {
  const where = audience === "shoppers" ? { storeId, isActive: true } : { storeId };
  const [categories, total] = await Promise.all([
    db().category.findMany({
      where,
      select: { id: true, name: true, slug: true, image: { select: { path: true } } },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      ...skipTake(page),
    }),
    db().category.count({ where }),
  ]);
  const covers = await productCovers(
    storeId,
    categories.filter((c) => !c.image).map((c) => c.id),
  );
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, image: imageOrPlaceholder(origin, c.image?.path ?? covers.get(c.id)) })),
    total,
  };
}

/** The customer API's `/fetch-categories`: `url` is the slug, as the service's public samples show (as the administration API's). */
export async function listCategories(opts: { storeId: number; page: Page; origin: string }) {
  const { categories, total } = await categoryPage(opts.storeId, opts.page, opts.origin, "shoppers");
  return {
    success: true as const,
    entities: categories.map((c) => ({ id: c.id, name: c.name, url: c.slug, slug: c.slug, image: c.image })),
    ...envelopeB(opts.page, total),
  };
}

/** The administration API's `/fetch-categories`: every category of the store; `url` is the slug, as its documentation shows. */
export async function listOwnerCategories(opts: { storeId: number; page: Page; storeOrigin: string }) {
  const { categories, total } = await categoryPage(opts.storeId, opts.page, opts.storeOrigin, "owner");
  return {
    success: true as const,
    entities: categories.map((c) => ({ id: c.id, name: c.name, url: c.slug, slug: c.slug, image: c.image })),
    ...envelopeB(opts.page, total),
  };
}

/** Per category, the thumbnail of its newest published product that has one (the category page's order). */
async function productCovers(storeId: number, categoryIds: number[]): Promise<Map<number, string>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db().$queryRaw<{ category_id: number; path: string }[]>`
    SELECT DISTINCT ON (pc.category_id) pc.category_id, u.path
    FROM product_categories pc
    JOIN products p ON p.id = pc.product_id AND p.store_id = ${storeId} AND p.status = 1
    JOIN uploads u ON u.id = p.thumbnail_upload_id
    WHERE pc.store_id = ${storeId} AND pc.category_id = ANY(${categoryIds}::int[])
    ORDER BY pc.category_id, p.created_at DESC, p.id DESC`;
  return new Map(rows.map((r) => [r.category_id, r.path]));
}
