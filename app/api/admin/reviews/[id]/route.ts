import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { idParams } from "@/lib/core/ids";
import { changeReview, findReview, reviewNotFound } from "@/lib/reviews/reviews";
import { reviewChangeInput, reviewResponse } from "@/lib/reviews/schemas";

export const GET = adminRoute(
  {
    permission: "marketing",
    summary: "One review: its product, its author and the order line that made them a verified buyer, where it stands and the store's answer",
    params: idParams,
    response: reviewResponse,
    refusals: [reviewNotFound],
  },
  async ({ store, params }) => success(await findReview(store, { id: params.id })),
);

export const PUT = adminRoute(
  {
    permission: "marketing",
    summary: "Approve (shown on the product page) or hide a review, and answer it under it (an empty `reply` takes the answer off)",
    params: idParams,
    owned: ({ store }, { id }) => findReview(store, { id }),
    body: reviewChangeInput,
    response: reviewResponse,
    refusals: [reviewNotFound],
  },
  async ({ store, params, body }) => success(await changeReview(store, { id: params.id, change: body })),
);
