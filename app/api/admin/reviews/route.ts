import { envelopeD, success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { managementListSchema } from "@/lib/core/envelopes";
import { pageOf } from "@/lib/core/paging";
import { listReviews } from "@/lib/reviews/reviews";
import { reviewRecord, reviewsQuery } from "@/lib/reviews/schemas";

export const GET = adminRoute(
  {
    permission: "marketing",
    summary: "Shoppers' reviews, newest first (shape D); `status` keeps those in one state (pending: those waiting for approval), `product_id` one product's",
    query: reviewsQuery,
    response: managementListSchema(reviewRecord),
  },
  async ({ store, query, origin }) => {
    const page = pageOf(query);
    const { rows, total } = await listReviews(store, { page, status: query.status, productId: query.product_id });
    return {
      ...success(rows),
      ...envelopeD(page, total, `${origin}/api/reviews`, { status: query.status, product_id: query.product_id, per_page: query.per_page }),
    };
  },
);
