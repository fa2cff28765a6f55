import { CATEGORY_SLUGS, COLOURS, SIZES, WORDS } from "./large-catalog";
import { PRODUCTS } from "./settings";

// What the benchmark loads: the reads, each a path made at random per request, and checkout's name;
// BENCH_SCENARIOS selects some.

export const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
export const typo = (word: string) => word.slice(0, -1); // a partial word must still hit
export const searchPath = (query: string) => `/api/search-products?query=${encodeURIComponent(query)}`;

/**
 * `every`: each distinct path the scenario asks of a store, where few enough to ask them all.
 * `owner`: a read of the administration API, on the platform's host with the store's owner's token.
 * `noBaseline`: measured for its time alone.
 * `first`: asked of every store once before the scenario is measured, on each server: a store's
 * search index is built at its first search in a process (lib/catalog/search-index.ts), as it is
 * in a server that has been serving for a while.
 */
export const FILTERED = "/fetch-all-products-category (filtered)";

// The owner's lists are browsed over their first 20 pages.
const PAGES = Array.from({ length: 20 }, (_, i) => i + 1);
const pageNumber = () => pick(PAGES);
const ownerPage = (route: string, page: number) => `/api/${route}?page=${page}`;

export type Scenario = { name: string; path: () => string; every?: string[]; owner?: boolean; noBaseline?: boolean; first?: string };
export const searchQueries = [...WORDS.adjectives.flatMap((a) => WORDS.nouns.map((n) => `${a} ${n}`)), ...WORDS.places.map(typo)];
export const scenarios: Scenario[] = [
  { name: "/fetch-all-products", path: () => `/api/fetch-all-products?page=${1 + Math.floor(Math.random() * 20)}` },
  { name: "/product-details/{slug}", path: () => `/api/product-details/product-${1 + Math.floor(Math.random() * PRODUCTS)}` },
  {
    name: "/search-products",
    path: () => searchPath(Math.random() < 0.5 ? `${pick(WORDS.adjectives)} ${pick(WORDS.nouns)}` : typo(pick(WORDS.places))),
    every: searchQueries.map(searchPath),
    first: searchPath(searchQueries[0]!),
  },
  // A category narrowed as a shopper narrows it on the storefront (docs/decisions.md, "Finding
  // things"): one colour, one size, a price range, cheapest first.
  {
    name: FILTERED,
    path: () =>
      `/api/fetch-all-products-category?slug=${pick(CATEGORY_SLUGS)}&color[]=${pick(COLOURS)}&attribute[Size][]=${pick(SIZES)}` +
      `&min_price=${pick([100, 200, 300])}&max_price=${pick([600, 800])}&sort=price_asc`,
  },
  // The owner's lists, browsed a page at a time like the customer's, and the dashboard's overview.
  {
    name: "admin /get-all-orders",
    path: () => ownerPage("get-all-orders", pageNumber()),
    owner: true,
    every: PAGES.map((n) => ownerPage("get-all-orders", n)),
  },
  {
    name: "admin /fetch-all-products",
    path: () => ownerPage("fetch-all-products", pageNumber()),
    owner: true,
    every: PAGES.map((n) => ownerPage("fetch-all-products", n)),
  },
  { name: "admin /overview", path: () => "/api/overview", owner: true, noBaseline: true },
];

export const CHECKOUT = "/make-payment (Cash On Delivery)";
export const only = process.env.BENCH_SCENARIOS?.split(",").map((name) => name.trim());
export const selected = (name: string) => !only || only.includes(name);
