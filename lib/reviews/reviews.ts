import { refusal } from "../core/errors";
import { skipTake, type Page } from "../core/paging";
import { productNotFound } from "../catalog/product-details";
import { catalogMessages } from "../catalog/messages";
import { db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Prisma, Store } from "../db/generated/client";
import type { ReviewStatus } from "../db/generated/enums";
import { isoMicros, stampsOf } from "../format/dates";
import { amountNumber } from "../money/money";
import { DELIVERY_STATUS } from "../orders/status";
import { reviewMessages } from "./messages";
import type { PublicReview, ReviewChangeInput, ReviewInput, ReviewRecord, ReviewState } from "./schemas";
import { storeRecords } from "../db/store-records";

// Product reviews (docs/decisions.md, Reviews): a shopper with a delivered line of a product reviews
// it once; the review waits for the owner's approval unless the store publishes them at once.
// Shoppers, the product page's summary and its structured data see approved reviews only.

export const reviewNotBuyer = refusal(
  "forbidden",
  "The customer has no delivered order line of this product: `Only customers who received this product can review it.`",
);
export const reviewTwice = refusal("conflict", "The customer has reviewed this product already: nothing is written");

const STATES: Record<ReviewStatus, ReviewState> = { PENDING: "pending", APPROVED: "approved", HIDDEN: "hidden" };
const STORED: Record<ReviewState, ReviewStatus> = { pending: "PENDING", approved: "APPROVED", hidden: "HIDDEN" };

const reviewInclude = {
  product: { select: { id: true, name: true, slug: true } },
  customer: { select: { id: true, name: true, email: true } },
} satisfies Prisma.ReviewInclude;
type ReviewRow = Prisma.ReviewGetPayload<{ include: typeof reviewInclude }>;

const replyStamp = (row: { repliedAt: Date | null }) => (row.repliedAt ? isoMicros(row.repliedAt) : null);

function serializeReview(row: ReviewRow): ReviewRecord {
  return {
    id: row.id,
    product: row.product,
    customer: row.customer,
    order_line_id: row.orderLineId,
    author_name: row.authorName,
    rating: row.rating,
    comment: row.comment,
    status: STATES[row.status],
    reply: row.reply,
    replied_at: replyStamp(row),
    ...stampsOf(row),
  };
}

const reviews = storeRecords("review", {
  include: reviewInclude,
  orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  notFound: (language) => reviewMessages(language, "notFound"),
  serialize: serializeReview,
});
export const reviewNotFound = reviews.notFound;

/** GET /reviews: the store's reviews, newest first, those in one state or of one product when asked. */
export function listReviews(store: Store, input: { page: Page; status?: ReviewState; productId?: number }) {
  return reviews.list(store, { page: input.page, where: { status: input.status && STORED[input.status], productId: input.productId } });
}

/** GET /reviews/{id}. */
export function findReview(store: Store, input: { id: number }) {
  return reviews.read(store, input);
}

/** The customer's latest delivered line of the product: what makes them a verified buyer. */
const deliveredLine = (store: Store, input: { customerId: number; productId: number }) =>
  db().orderLine.findFirst({
    where: { storeId: store.id, productId: input.productId, deliveryStatus: DELIVERY_STATUS.DELIVERED, order: { customerId: input.customerId } },
    orderBy: { deliveredAt: "desc" },
    select: { id: true, order: { select: { customer: { select: { name: true } } } } },
  });

/** Whether the product page offers the shopper the review form: `written` once they have reviewed it. */
export async function reviewStanding(store: Store, input: { customerId: number; productId: number }): Promise<"can" | "written" | "no"> {
  const written = await db().review.findFirst({ where: { storeId: store.id, productId: input.productId, customerId: input.customerId }, select: { id: true } });
  if (written) return "written";
  return (await deliveredLine(store, input)) ? "can" : "no";
}

/**
 * POST {store}/api/product-reviews: the customer's delivered line of the product makes them a
 * verified buyer; the unique (product, customer) index refuses a second review, even one sent at
 * the same moment.
 */
export async function writeReview(store: Store, input: { customerId: number; review: ReviewInput }) {
  const { language } = store;
  const { review } = input;
  const product = await db().product.findFirst({ where: { id: review.product_id, storeId: store.id }, select: { id: true } });
  if (!product) throw productNotFound.error(catalogMessages(language, "product"));
  const line = await deliveredLine(store, { customerId: input.customerId, productId: product.id });
  if (!line) throw reviewNotBuyer.error(reviewMessages(language, "notBuyer"));
  const status = store.reviewsAutoPublish ? "APPROVED" : "PENDING";
  try {
    const created = await db().review.create({
      data: {
        storeId: store.id,
        productId: product.id,
        customerId: input.customerId,
        orderLineId: line.id,
        authorName: line.order.customer?.name ?? "",
        rating: review.rating,
        comment: review.comment,
        status,
      },
      select: { id: true, status: true, rating: true, comment: true },
    });
    return {
      message: reviewMessages(language, store.reviewsAutoPublish ? "published" : "held"),
      data: { ...created, status: STATES[created.status] },
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw reviewTwice.error(reviewMessages(language, "already"));
    throw error;
  }
}

/**
 * GET {store}/api/product-reviews: a page of the product's approved reviews, newest first, with
 * their average and count (what /product-details' `average_rating` and `total_reviews` say).
 */
export async function productReviews(store: Store, input: { productId: number; page: Page }) {
  const where = { storeId: store.id, productId: input.productId, status: "APPROVED" as const };
  const product = await db().product.findFirst({ where: { id: input.productId, storeId: store.id, status: 1 }, select: { id: true } });
  if (!product) throw productNotFound.error(catalogMessages(store.language, "product"));
  const [rows, summary] = await Promise.all([
    db().review.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...skipTake(input.page) }),
    db().review.aggregate({ where, _count: true, _avg: { rating: true } }),
  ]);
  return {
    average: summary._avg.rating === null ? 0 : amountNumber(String(summary._avg.rating)),
    total: summary._count,
    reviews: rows.map((row): PublicReview => ({
      id: row.id,
      author_name: row.authorName,
      rating: row.rating,
      comment: row.comment,
      reply: row.reply,
      replied_at: replyStamp(row),
      created_at: isoMicros(row.createdAt),
    })),
  };
}

/** PUT /reviews/{id}: approved or hidden, and the store's answer (an empty one takes it off). */
export async function changeReview(store: Store, input: { id: number; change: ReviewChangeInput }): Promise<ReviewRecord> {
  const { change } = input;
  await reviews.assertExists(store, { id: input.id });
  const reply = change.reply === undefined ? {} : change.reply ? { reply: change.reply, repliedAt: new Date() } : { reply: null, repliedAt: null };
  await db().review.updateMany({
    where: { id: input.id, storeId: store.id },
    data: { status: change.status && STORED[change.status], ...reply },
  });
  return reviews.read(store, { id: input.id });
}
