import { z } from "zod";

// The schemas of the contract's envelopes, which the domains' answer schemas are built of: the
// success envelope `{success: true, ...}` and the list envelopes B and D (shape C nests B). What
// fills them is built by the API layer (lib/api/pagination.ts, lib/api/records.ts).

/** A success answer: `success: true` beside the keys of `shape`. */
export function successSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ success: z.literal(true), ...shape });
}

/** A success answer that says nothing more (a delete). */
export const successOnlySchema = successSchema({});

/** A success answer with a sentence for the person who asked. */
export const successMessageSchema = successSchema({ message: z.string() });

/** Shape B's fields, for the answers' schemas (shape C nests them under `pagination`). */
export const envelopeBFields = {
  items_per_page: z.number().int(),
  total_items: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
};

const paginatorLink = z.strictObject({ url: z.string().nullable(), label: z.string(), active: z.boolean() });
const pageUrl = z.string().nullable();

/** Shape D's `links` and `meta`, for the answers' schemas. */
export const envelopeDFields = {
  links: z.strictObject({ first: pageUrl, last: pageUrl, prev: pageUrl, next: pageUrl }),
  meta: z.strictObject({
    current_page: z.number().int(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    links: z.array(paginatorLink),
    path: z.string(),
    per_page: z.number().int(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  }),
};

/** A management list (admin-api.md's convention): `{success, data[]}` in shape D. */
export function managementListSchema(item: z.ZodType) {
  return successSchema({ data: z.array(item), ...envelopeDFields });
}

/** The schema of `laravelPaginator` over items of `item`. */
export function laravelPaginatorSchema(item: z.ZodType) {
  return z.strictObject({
    current_page: z.number().int(),
    data: z.array(item),
    first_page_url: z.string(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    last_page_url: z.string(),
    links: z.array(paginatorLink),
    next_page_url: z.string().nullable(),
    path: z.string(),
    per_page: z.number().int(),
    prev_page_url: z.string().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
}
