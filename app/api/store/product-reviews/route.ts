import { envelopeC } from "@/lib/api/envelopes";
import { storeRoute } from "@/lib/api/route";
import { productNotFound } from "@/lib/catalog/product-details";
import { pageOf } from "@/lib/core/paging";
import { productReviews, reviewNotBuyer, reviewTwice, writeReview } from "@/lib/reviews/reviews";
import { productReviewsQuery, productReviewsResponse, reviewInput, reviewWrittenResponse } from "@/lib/reviews/schemas";

// Ours, beside the contract: /product-details gives a product's `average_rating` and `total_reviews`;
// these read the reviews themselves, a page at a time, and take a verified buyer's.

export const GET = storeRoute(
  {
    summary: "A page of a published product's approved reviews, newest first, each with the store's answer, and their average and count",
    cached: "catalog",
    query: productReviewsQuery,
    response: productReviewsResponse,
    refusals: [productNotFound],
  },
  async ({ store, query }) => {
    const page = pageOf(query);
    const { average, total, reviews } = await productReviews(store, { productId: query.product_id, page });
    return { success: true, average_rating: average, total_reviews: total, reviews, ...envelopeC(page, total) };
  },
);

export const POST = storeRoute(
  {
    summary:
      "The customer's review of a product they received (a delivered order line): 1 to 5 stars and a text, once per product; held for the store's approval unless the store publishes reviews at once",
    auth: "customer",
    status: 201,
    body: reviewInput,
    response: reviewWrittenResponse,
    refusals: [productNotFound, reviewNotBuyer, reviewTwice],
  },
  async ({ store, customer, body }) => ({ success: true, ...(await writeReview(store, { customerId: customer.id, review: body })) }),
);
