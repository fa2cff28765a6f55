import type { Page } from "../core/paging";

// The envelopes of the contract as the API layer builds them around what a domain function returns
// (the domain returns data, never an envelope): `{success: true, ...}` and the four envelopes
// around a page (A flat, B flat, C nested, D framework style). Their schemas are in
// lib/core/envelopes.ts.

/** `{success: true, data}`. */
export const success = <T>(data: T) => ({ success: true as const, data });

/** `{success: true}`, a delete's answer. */
export const succeeded = () => ({ success: true as const });

const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

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

/**
 * What the links of a filtered list keep of its query besides the page, as Laravel's
 * `withQueryString()` does: following `next` must not drop the filters. Unset values are left out.
 */
export type KeptQuery = Record<string, string | number | undefined>;

/** What Laravel's LengthAwarePaginator knows of a page: its URLs, its items' positions, its links. */
function laravelPage(page: Page, total: number, path: string, kept: KeptQuery = {}) {
  const last = lastPage(total, page.perPage);
  const query = Object.entries(kept)
    .filter(([name, value]) => value !== undefined && name !== "page")
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}&`)
    .join("");
  const url = (n: number) => `${path}?${query}page=${n}`;
  // Laravel's firstItem() and lastItem(): null when the page holds nothing, past the last page too.
  const skipped = (page.page - 1) * page.perPage;
  const onPage = Math.max(0, Math.min(page.perPage, total - skipped));
  const prev = page.page > 1 ? url(page.page - 1) : null;
  const next = page.page < last ? url(page.page + 1) : null;
  // LengthAwarePaginator::linkCollection: the window between a previous and a next entry.
  const windowLinks = pageWindow(page.page, last).map((n) =>
    n === GAP ? { url: null, label: GAP, active: false } : { url: url(n), label: String(n), active: n === page.page },
  );
  return {
    last,
    first: url(1),
    lastUrl: url(last),
    prev,
    next,
    from: onPage === 0 ? null : skipped + 1,
    to: onPage === 0 ? null : skipped + onPage,
    links: [{ url: prev, label: "&laquo; Previous", active: false }, ...windowLinks, { url: next, label: "Next &raquo;", active: false }],
  };
}

/**
 * Shape D (Laravel's paginator as an API resource collection): `links` and `meta`; `path` is the
 * absolute URL without query; the page URLs carry `kept` before the page.
 */
export function envelopeD(page: Page, total: number, path: string, kept?: KeptQuery) {
  const p = laravelPage(page, total, path, kept);
  return {
    links: { first: p.first, last: p.lastUrl, prev: p.prev, next: p.next },
    meta: { current_page: page.page, from: p.from, last_page: p.last, links: p.links, path, per_page: page.perPage, to: p.to, total },
  };
}

/** Laravel's paginator serialised as it is (the administration API's `/get-all-orders`): the page's items in `data`, beside flat keys. */
export function laravelPaginator<T>(page: Page, total: number, path: string, data: T[]) {
  const p = laravelPage(page, total, path);
  return {
    current_page: page.page,
    data,
    first_page_url: p.first,
    from: p.from,
    last_page: p.last,
    last_page_url: p.lastUrl,
    links: p.links,
    next_page_url: p.next,
    path,
    per_page: page.perPage,
    prev_page_url: p.prev,
    to: p.to,
    total,
  };
}
