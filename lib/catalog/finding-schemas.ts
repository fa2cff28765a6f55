import { z } from "zod";
import { localizedMessage } from "../core/validation";
import { findingMessages } from "./messages";

// The listing parameters of ours (docs/decisions.md, "issue 28: Finding things"), beside the
// contract's on /fetch-all-products, /fetch-all-products-category and /search-products, and the
// whole of our /product-facets. Absent, the contract's answers are what they were. Lists come in
// the query string as PHP and Laravel write them (`color[]=Red&attribute[Size][]=M`); one value
// may also be sent without the brackets (`color=Red`, `attribute[Size]=M`).

export const SORTS = ["relevance", "price_asc", "price_desc", "newest", "best_selling"] as const;
export type Sort = (typeof SORTS)[number];

const MAX_VALUES = 20;
const asList = (value: unknown) => (typeof value === "string" ? [value] : value);
const values = z.preprocess(asList, z.array(z.string().trim().min(1).max(100)).max(MAX_VALUES));
/** An amount of the answer's currency, as written in a query: digits, at most two decimals. */
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, "An amount such as 20 or 19.99.");
const flag = z.enum(["1", "0", "true", "false"]).transform((v) => v === "1" || v === "true");

export const findingShape = {
  sort: z.enum(SORTS).optional(),
  min_price: amount.optional(),
  max_price: amount.optional(),
  color: values.optional(),
  attribute: z.record(z.string().trim().min(1).max(100), values).optional(),
  in_stock: flag.optional(),
};

/** The price range's check, once the query has parsed. */
export const priceRangeCheck: [(q: { min_price?: string; max_price?: string }) => boolean, ReturnType<typeof localizedMessage> & { path: string[] }] = [
  (q) => q.min_price === undefined || q.max_price === undefined || Number(q.min_price) <= Number(q.max_price),
  { ...localizedMessage((language) => findingMessages(language, "priceRange")), path: ["min_price"] },
];

type FindingQuery = { [K in keyof typeof findingShape]?: z.output<(typeof findingShape)[K]> };

/** What a list is narrowed and ordered by; every field empty is the contract's list. */
export type Finding = {
  sort?: Sort;
  minPrice?: string;
  maxPrice?: string;
  colors: string[];
  attributes: { name: string; values: string[] }[];
  inStock: boolean;
};

export function findingOf(query: FindingQuery): Finding {
  return {
    sort: query.sort,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    colors: query.color ?? [],
    attributes: Object.entries(query.attribute ?? {}).map(([name, values]) => ({ name, values })),
    inStock: query.in_stock ?? false,
  };
}

/**
 * What a listing's kept answer waits for (lib/api/answer-cache.ts): the contract's lists show no
 * stock and are kept through stock changes; narrowed to what is in stock, or ranked by sales (an
 * order takes stock), they are not.
 */
export const listingCache = (query: { in_stock?: boolean; sort?: Sort }) =>
  query.in_stock || query.sort === "best_selling" ? ("catalog and stock" as const) : ("catalog" as const);

/** The contract's list: nothing narrowed, its own order. */
export const PLAIN: Finding = { colors: [], attributes: [], inStock: false };

/** Whether none of our parameters was sent: the contract's own statement answers. */
export const isPlain = (f: Finding) =>
  !f.sort && f.minPrice === undefined && f.maxPrice === undefined && !f.colors.length && !f.attributes.length && !f.inStock;
