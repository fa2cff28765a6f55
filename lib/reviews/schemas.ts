import { z } from "zod";
import { envelopeBFields, successSchema } from "../core/envelopes";
import { recordId, wholeNumber } from "../core/ids";
import { pageQuery } from "../core/paging";

// Product reviews as shoppers write and read them and as the owner moderates them (the customer
// API, the administration API, the storefront's form and the dashboard's Reviews screen share
// these; they import nothing of the server).

export const REVIEW_STATES = ["pending", "approved", "hidden"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** POST {store}/api/product-reviews: a verified buyer's word on a product, once. */
export const reviewInput = z.object({
  product_id: recordId,
  rating: wholeNumber(1, 5),
  comment: z.string().trim().min(1).max(2000),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/** GET {store}/api/product-reviews: one product's approved reviews, newest first. */
export const productReviewsQuery = pageQuery(10).extend({ product_id: recordId });

/** A review as shoppers see it: the author's name only, and the store's answer when there is one. */
export const publicReview = z.strictObject({
  id: z.number().int(),
  author_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReview>;

/** The page of reviews with what the product page's summary shows: the average and count of approved reviews. */
export const productReviewsResponse = successSchema({
  average_rating: z.number(),
  total_reviews: z.number().int(),
  reviews: z.array(publicReview),
  pagination: z.strictObject(envelopeBFields),
});

export const reviewWrittenResponse = successSchema({
  message: z.string(),
  data: z.strictObject({ id: z.number().int(), status: z.enum(REVIEW_STATES), rating: z.number().int(), comment: z.string() }),
});

/** GET /reviews: the owner's list, those in one state (pending: waiting for them) or of one product when asked. */
export const reviewsQuery = pageQuery(20).extend({ status: z.enum(REVIEW_STATES).optional(), product_id: recordId.optional() });

/** PUT /reviews/{id}: shown, hidden, or answered; an empty reply takes the answer off. */
export const reviewChangeInput = z
  .object({ status: z.enum(["approved", "hidden"]).optional(), reply: z.string().trim().max(2000).optional() })
  .refine((change) => change.status !== undefined || change.reply !== undefined, { message: "status or reply" });
export type ReviewChangeInput = z.infer<typeof reviewChangeInput>;

export const reviewRecord = z.strictObject({
  id: z.number().int(),
  product: z.strictObject({ id: z.number().int(), name: z.string(), slug: z.string() }),
  customer: z.strictObject({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** The delivered line that made the author a verified buyer; null for reviews written before moderation. */
  order_line_id: z.number().int().nullable(),
  author_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  status: z.enum(REVIEW_STATES),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReviewRecord = z.infer<typeof reviewRecord>;
export const reviewResponse = successSchema({ data: reviewRecord });
