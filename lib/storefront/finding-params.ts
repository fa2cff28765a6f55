import { z } from "zod";
import { queryValues } from "../core/query-string";
import { findingOf, findingShape, PLAIN, priceRangeCheck, type Finding } from "../catalog/finding-schemas";
import type { SearchParams } from "./catalog-pages";

// The sort and filters of a catalog page, from its address (shareable: the customer API's own
// parameters, lib/catalog/finding-schemas.ts). An address the shopper mangled is the plain list,
// as a bad page number is the first page.

const FINDING_KEYS = /^(sort|min_price|max_price|in_stock|color(\[\])?|attribute\[[^\]]+\](\[\])?)$/;
const findingQuery = z.object(findingShape).refine(...priceRangeCheck);

export type Narrowing = { finding: Finding; kept: URLSearchParams };

/** The page's sort and filters as a query string: a key for React's `cache` (./narrowingFrom reads it). */
export async function narrowingText(searchParams: SearchParams): Promise<string> {
  const kept = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    if (!FINDING_KEYS.test(key)) continue;
    for (const one of Array.isArray(value) ? value : [value ?? ""]) if (one !== "") kept.append(key, one);
  }
  return kept.toString();
}

export function narrowingFrom(text: string): Narrowing {
  const kept = new URLSearchParams(text);
  const parsed = findingQuery.safeParse(queryValues(kept));
  return parsed.success ? { finding: findingOf(parsed.data), kept } : { finding: PLAIN, kept: new URLSearchParams() };
}

/** `path` with the page's sort and filters, and `more` (a page number, a search), left out when empty. */
export function addressOf(path: string, kept: URLSearchParams, more: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams(kept);
  for (const [key, value] of Object.entries(more)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The address without one of its filter values: the link of an active filter's chip. */
export function withoutValue(kept: URLSearchParams, key: string, value: string) {
  const params = new URLSearchParams();
  for (const [k, v] of kept) if (!(k.replace(/\[\]$/, "") === key.replace(/\[\]$/, "") && v === value)) params.append(k, v);
  return params;
}
