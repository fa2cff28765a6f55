import { z } from "zod";
import { envelopeB, envelopeBFields, skipTake, type Page } from "../api/pagination";
import { db } from "../db/client";
import { imageOrPlaceholder } from "../media/placeholder";

export const categoryRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  slug: z.string(),
  image: z.string(),
});

export const categoriesResponse = z.strictObject({
  success: z.literal(true),
  entities: z.array(categoryRecord),
  ...envelopeBFields,
});

/**
 * Active categories in the owner's order; `url` is the category's page on the store. A category
 * without an image shows the picture of the first product its page lists that has one, as Shopify's
 * collection.featured_image does, and the platform's placeholder when none has.
 */
export async function listCategories(opts: { storeId: number; page: Page; origin: string }) {
  const where = { storeId: opts.storeId, isActive: true };
  const [categories, total] = await Promise.all([
    db().category.findMany({
      where,
      select: { id: true, name: true, slug: true, image: true },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      ...skipTake(opts.page),
    }),
    db().category.count({ where }),
  ]);
  const covers = await productCovers(opts.storeId, categories.filter((c) => !c.image).map((c) => c.id));
  return {
    success: true as const,
    entities: categories.map((c) => ({
      id: c.id,
      name: c.name,
      url: `${opts.origin}/category/${c.slug}`,
      slug: c.slug,
      image: imageOrPlaceholder(opts.origin, c.image || covers.get(c.id)),
    })),
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
