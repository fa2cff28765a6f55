import { MAX_PER_PAGE } from "../core/paging";
import type { Store } from "../db/generated/client";
import { listCategories } from "../catalog/categories";
import { listAllProducts } from "../catalog/product-list";
import type { DisplayCurrency } from "../money/currency";

// A store's sitemap.xml and robots.txt, on the store's own host (proxy.ts maps /sitemap.xml to
// app/storefront/sitemap.xml): its home, product list, categories and published products, read
// through the same catalog functions as the customer API's lists.

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
const MAX_URLS = 50_000;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pages of MAX_PER_PAGE read one after the other, until every item (`total`) or `limit` of them are found. */
async function allPages<T>(read: (page: number) => Promise<{ items: T[]; total: number }>, limit: number): Promise<T[]> {
  const found: T[] = [];
  for (let page = 1; found.length < limit; page++) {
    const { items, total } = await read(page);
    found.push(...items);
    if (page * MAX_PER_PAGE >= total) break;
  }
  return found.slice(0, limit);
}

export async function storeSitemap(store: Store, input: { currency: DisplayCurrency; origin: string }): Promise<string> {
  const { currency, origin } = input;
  const categories = await allPages(async (page) => {
    const list = await listCategories(store, { page: { page, perPage: MAX_PER_PAGE }, origin: "" });
    return { items: list.rows.map((c) => `/category/${encodeURIComponent(c.slug)}`), total: list.total };
  }, MAX_URLS);
  const products = await allPages(
    async (page) => {
      const list = await listAllProducts(store, { page: { page, perPage: MAX_PER_PAGE }, currency, origin: "" });
      return { items: list.rows.map((p) => `/product/${encodeURIComponent(p.slug)}`), total: list.total };
    },
    MAX_URLS - 2 - categories.length,
  );
  const urls = ["/", "/products", ...categories, ...products].map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Crawlers may read the shop's pages, not its cart, search results or the browser's API calls. */
export function storeRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /cart",
    "Disallow: /search",
    "Disallow: /shop-api/",
    "Disallow: /account",
    "Disallow: /checkout",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
