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

/** Shape D (Laravel's paginator): `links` and `meta`; `path` is the absolute URL without query. */
export function envelopeD(page: Page, total: number, path: string) {
  const last = lastPage(total, page.perPage);
  const url = (n: number) => `${path}?page=${n}`;
  // Laravel's firstItem() and lastItem(): null when the page holds nothing, past the last page too.
  const skipped = (page.page - 1) * page.perPage;
  const onPage = Math.max(0, Math.min(page.perPage, total - skipped));
  const from = onPage === 0 ? null : skipped + 1;
  const to = onPage === 0 ? null : skipped + onPage;
  const numbered = Array.from({ length: last }, (_, i) => ({ url: url(i + 1), label: String(i + 1), active: i + 1 === page.page }));
  return {
    links: {
      first: url(1),
      last: url(last),
      prev: page.page > 1 ? url(page.page - 1) : null,
      next: page.page < last ? url(page.page + 1) : null,
    },
    meta: {
      current_page: page.page,
      from,
      last_page: last,
      links: [
        { url: page.page > 1 ? url(page.page - 1) : null, label: "&laquo; Previous", active: false },
        ...numbered,
        { url: page.page < last ? url(page.page + 1) : null, label: "Next &raquo;", active: false },
      ],
      path,
      per_page: page.perPage,
      to,
      total,
    },
  };
}
