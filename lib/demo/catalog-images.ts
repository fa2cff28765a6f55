// The pictures of a store's catalog (categories, brands, products with their gallery and colors)
// and the dates its products were created, which the pictures share.
import { BADGE_SIZE, badgeSvg, categorySvg, productSvg } from "./images";
import { IMAGE_SIZE } from "./svg";
import { must } from "./lookup";
import { daysBefore } from "./time";
import type { StoreSeed } from "./types";
import type { ImageJob } from "./uploads";

/**
 * Creation dates spread over the past year, oldest first, and always some days before the first
 * order that contains the product.
 */
export function productDates(seed: StoreSeed, now: Date): Map<string, Date> {
  const firstOrdered = new Map<string, number>();
  for (const order of seed.orders) {
    for (const line of order.lines) {
      firstOrdered.set(line.slug, Math.max(firstOrdered.get(line.slug) ?? 0, order.daysAgo));
    }
  }
  const count = seed.products.length;
  return new Map(
    seed.products.map((product, i) => {
      const spread = 360 - Math.round((i * 330) / Math.max(1, count));
      return [product.slug, daysBefore(now, Math.max(spread, (firstOrdered.get(product.slug) ?? 0) + 7))];
    }),
  );
}

export function catalogImageJobs(seed: StoreSeed, dates: Map<string, Date>, now: Date): ImageJob[] {
  const jobs: ImageJob[] = [];
  const square = { width: IMAGE_SIZE, height: IMAGE_SIZE };
  const palettes = new Map(seed.categories.map((c) => [c.slug, c.palette]));
  for (const category of seed.categories) {
    jobs.push({
      key: `category:${category.slug}`,
      folder: "categories",
      name: category.slug,
      svg: categorySvg({ seed: category.slug, title: category.name, palette: category.palette, glyph: category.glyph }),
      ...square,
      createdAt: daysBefore(now, 380),
    });
  }
  for (const brand of seed.brands) {
    jobs.push({
      key: `brand:${brand.name}`,
      folder: "logos",
      name: `brand-${brand.name}`,
      svg: badgeSvg({ label: brand.name, bg: brand.palette.accent, fg: brand.palette.ink }),
      ...BADGE_SIZE,
      createdAt: daysBefore(now, 380),
    });
  }
  for (const product of seed.products) {
    // The first category gives the pictures their palette.
    const palette = must(palettes, product.categories[0] ?? "", "category");
    const createdAt = must(dates, product.slug, "product");
    const picture = (view: number, tint = product.tint) =>
      productSvg({ seed: product.slug, title: product.name, palette, glyph: product.glyph, view, ...(tint ? { tint } : {}) });
    jobs.push({ key: `thumb:${product.slug}`, folder: "products", name: product.slug, svg: picture(0), ...square, createdAt });
    for (let view = 1; view <= product.gallery; view++) {
      jobs.push({
        key: `gallery:${product.slug}:${view}`,
        folder: "products",
        name: `${product.slug}-${view}`,
        svg: picture(view),
        ...square,
        createdAt,
      });
    }
    for (const color of product.colors ?? []) {
      jobs.push({
        key: `color:${product.slug}:${color.name}`,
        folder: "products",
        name: `${product.slug}-${color.name}`,
        svg: picture(0, color.code),
        ...square,
        createdAt,
      });
    }
  }
  return jobs;
}
