import { z } from "zod";
import { wholeNumber } from "./ids";

// Which page of a list is asked for, and the window of rows it reads: the page arithmetic every
// list of the domain shares. The contract's envelopes around a page are the API layer's
// (lib/api/pagination.ts); their schemas are in ./envelopes.ts.

export const MAX_PER_PAGE = 100;

/** `page` as a query takes it: a whole number written in digits (`1e3` and `0x10` are 422s), default 1. */
export const pageNumber = wholeNumber(1, 1_000_000).default(1);

/** `page` (default 1) and `per_page` (default as the endpoint says, at most 100). */
export function pageQuery(defaultPerPage: number) {
  return z.object({ page: pageNumber, per_page: wholeNumber(1, MAX_PER_PAGE).default(defaultPerPage) });
}

/**
 * Paging asked for, or not: a documented route that answers its whole list (a bare array) pages it
 * only when `page` or `per_page` is sent, so the clients that send neither get what they parse.
 * `filters`: the list's other parameters, passed on as they parse.
 */
export function optionalPageQuery<F extends z.ZodRawShape = Record<never, never>>(defaultPerPage: number, filters: F = {} as F) {
  return z.object({ page: wholeNumber(1, 1_000_000).optional(), per_page: wholeNumber(1, MAX_PER_PAGE).optional(), ...filters }).transform((query) => {
    const { page, per_page, ...rest } = query as { page?: number; per_page?: number } & z.output<z.ZodObject<F>>;
    const asked: Page | undefined = page === undefined && per_page === undefined ? undefined : { page: page ?? 1, perPage: per_page ?? defaultPerPage };
    return { ...(rest as z.output<z.ZodObject<F>>), page: asked };
  });
}

export type Page = { page: number; perPage: number };
export const pageOf = (q: { page: number; per_page: number }): Page => ({ page: q.page, perPage: q.per_page });
export const skipTake = ({ page, perPage }: Page) => ({ skip: (page - 1) * perPage, take: perPage });

/**
 * A list answered whole unless a page is asked for (`optionalPageQuery`): `rows` reads every row or
 * the page's window; `total` counts them over every page (only counted when paging).
 */
export async function wholeOrPage<T>(page: Page | undefined, rows: (window: { skip?: number; take?: number }) => Promise<T[]>, count: () => Promise<number>) {
  const [items, total] = await Promise.all([rows(page ? skipTake(page) : {}), page ? count() : undefined]);
  return { items, total: total ?? items.length };
}

/** One page of a list as a domain function returns it: the page's rows and the count over every page. */
export type Listed<T> = { rows: T[]; total: number };
