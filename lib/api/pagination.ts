import { z } from "zod";

// Paging input and the contract's four envelopes (A flat, B flat, C nested, D framework style).

export const MAX_PER_PAGE = 100;

/** `page` (default 1) and `per_page` (default as the endpoint says, at most 100). */
export function pageQuery(defaultPerPage: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(defaultPerPage),
  });
}

export type Page = { page: number; perPage: number };
export const pageOf = (q: { page: number; per_page: number }): Page => ({ page: q.page, perPage: q.per_page });
export const skipTake = ({ page, perPage }: Page) => ({ skip: (page - 1) * perPage, take: perPage });

const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** Shape B's fields, for the answers' schemas (shape C nests them under `pagination`). */
export const envelopeBFields = {
  items_per_page: z.number().int(),
  total_items: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
};

/** Shape A: `current_page`, `last_page`. */
export function envelopeA(page: Page, total: number) {
  return { current_page: page.page, last_page: lastPage(total, page.perPage) };
}

/** Shape B: `items_per_page`, `total_items`, `current_page`, `total_pages`. */
export function envelopeB(page: Page, total: number) {
  return { items_per_page: page.perPage, total_items: total, current_page: page.page, total_pages: lastPage(total, page.perPage) };
}

/** Shape C: shape B nested under `pagination`. */
export function envelopeC(page: Page, total: number) {
  return { pagination: envelopeB(page, total) };
}

/** Laravel's `onEachSide` default: pages shown on each side of the current one. */
const ON_EACH_SIDE = 3;
const GAP = "...";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The pages `meta.links` lists, `"..."` where it skips some: Laravel's UrlWindow, so that the apps
 * that parse Laravel's answers get the same links. Every page below 14; else the first 10 and the
 * last two near the beginning, the first two and the last 10 near the end, and otherwise the first
 * two, the current page ±3 and the last two.
 */
export function pageWindow(current: number, last: number): (number | typeof GAP)[] {
  if (last < ON_EACH_SIDE * 2 + 8) return range(1, last);
  const window = ON_EACH_SIDE + 4;
  const start = [1, 2, GAP] as const;
  const finish = [GAP, last - 1, last] as const;
  if (current <= window) return [...range(1, window + ON_EACH_SIDE), ...finish];
  if (current > last - window) return [...start, ...range(last - (window + ON_EACH_SIDE - 1), last)];
  return [...start, ...range(current - ON_EACH_SIDE, current + ON_EACH_SIDE), ...finish];
}

/** Shape D (Laravel's paginator): `links` and `meta`; `path` is the absolute URL without query. */
export function envelopeD(page: Page, total: number, path: string) {
  const last = lastPage(total, page.perPage);
  const url = (n: number) => `${path}?page=${n}`;
  // Laravel's firstItem() and lastItem(): null when the page holds nothing, past the last page too.
  const skipped = (page.page - 1) * page.perPage;
  const onPage = Math.max(0, Math.min(page.perPage, total - skipped));
  const from = onPage === 0 ? null : skipped + 1;
  const to = onPage === 0 ? null : skipped + onPage;
  const prev = page.page > 1 ? url(page.page - 1) : null;
  const next = page.page < last ? url(page.page + 1) : null;
  // LengthAwarePaginator::linkCollection: the window between a previous and a next entry.
  const windowLinks = pageWindow(page.page, last).map((n) =>
    n === GAP ? { url: null, label: GAP, active: false } : { url: url(n), label: String(n), active: n === page.page },
  );
  return {
    links: { first: url(1), last: url(last), prev, next },
    meta: {
      current_page: page.page,
      from,
      last_page: last,
      links: [{ url: prev, label: "&laquo; Previous", active: false }, ...windowLinks, { url: next, label: "Next &raquo;", active: false }],
      path,
      per_page: page.perPage,
      to,
      total,
    },
  };
}
