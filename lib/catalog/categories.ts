import { z } from "zod";
import { envelopeB, envelopeBFields, skipTake, type Page } from "../api/pagination";
import { db } from "../db/client";
import { publicUrl } from "../media/storage";

export const categoryRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});

export const categoriesResponse = z.strictObject({
  success: z.literal(true),
  entities: z.array(categoryRecord),
  ...envelopeBFields,
});

/** Active categories in the owner's order; `url` is the category's page on the store. */
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
  return {
    success: true as const,
    entities: categories.map((c) => ({
      id: c.id,
      name: c.name,
      url: `${opts.origin}/category/${c.slug}`,
      slug: c.slug,
      image: publicUrl(opts.origin, c.image),
    })),
    ...envelopeB(opts.page, total),
  };
}
