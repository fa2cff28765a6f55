import type { z } from "zod";
import { skipTake, type Listed, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { imageOrPlaceholder } from "../media/placeholder";
import { storeOrigin } from "../tenancy/store-origin";
import type { Language } from "../i18n/messages";
import type { categoryRecord } from "./schemas";
import { TRANSLATED_FIELDS, translated } from "./translations";

/**
 * Shoppers see the active categories; the owner sees every category of the store, hidden ones too
 * (the administration API's documented `/fetch-categories`).
 */
type Audience = "shoppers" | "owner";

/**
 * A page of the store's categories in the owner's order, with the picture each shows. A category
 * without a picture shows the one of the first product its page lists that has one, as Shopify's
 * collection.featured_image does, and the platform's placeholder when none has. `url` is the
 * slug, as the service's public samples and the administration API's documentation show.
 */
async function categoryPage(
  store: Store,
  { page, origin, audience, language }: { page: Page; origin: string; audience: Audience; language?: Language },
): Promise<Listed<z.infer<typeof categoryRecord>>> {
  const where = audience === "shoppers" ? { storeId: store.id, isActive: true } : { storeId: store.id };
  const [categories, total] = await Promise.all([
    db().category.findMany({
      where,
      select: { id: true, name: true, translations: true, slug: true, image: { select: { path: true } } },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      ...skipTake(page),
    }),
    db().category.count({ where }),
  ]);
  const covers = await productCovers(
    store,
    categories.filter((c) => !c.image).map((c) => c.id),
  );
  const rows = categories.map((c) => ({
    id: c.id,
    name: (language ? translated(c, language, TRANSLATED_FIELDS.category) : c).name,
    url: c.slug,
    slug: c.slug,
    image: imageOrPlaceholder(origin, c.image?.path ?? covers.get(c.id)),
  }));
  return { rows, total };
}

/** The customer API's `/fetch-categories`: the active categories, pictures on the host the shopper asked. */
export function listCategories(store: Store, input: { page: Page; origin: string; language?: Language }) {
  return categoryPage(store, { ...input, audience: "shoppers" });
}

/** The administration API's `/fetch-categories`: every category of the store, pictures on the store's host. */
export function listOwnerCategories(store: Store, input: { page: Page; platformOrigin: string }) {
  return categoryPage(store, { page: input.page, origin: storeOrigin(store, input.platformOrigin), audience: "owner" });
}

/** Per category, the thumbnail of its newest published product that has one (the category page's order). */
async function productCovers(store: Store, categoryIds: number[]): Promise<Map<number, string>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db().$queryRaw<{ category_id: number; path: string }[]>`
    SELECT DISTINCT ON (pc.category_id) pc.category_id, u.path
    FROM product_categories pc
    JOIN products p ON p.id = pc.product_id AND p.store_id = ${store.id} AND p.status = 1
    JOIN uploads u ON u.id = p.thumbnail_upload_id
    WHERE pc.store_id = ${store.id} AND pc.category_id = ANY(${categoryIds}::int[])
    ORDER BY pc.category_id, p.created_at DESC, p.id DESC`;
  return new Map(rows.map((r) => [r.category_id, r.path]));
}
