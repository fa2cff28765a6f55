import { storeRoute } from "@/lib/api/route";
import { receiveStripeEvent } from "@/lib/payments/confirmations";
import { unverifiedNotification } from "@/lib/payments/refusals";
import { stripeEventBody, webhookResponse } from "@/lib/payments/schemas";

export const POST = storeRoute(
  {
    summary: "Stripe's webhook: a PaymentIntent succeeded or failed (signed with the store's webhook secret)",
    body: stripeEventBody,
    rawBody: true,
    response: webhookResponse,
    refusals: [unverifiedNotification],
  },
  async ({ store, request, rawBody }) => ({
    success: true,
    result: await receiveStripeEvent(store, { rawBody, signature: request.headers.get("stripe-signature") }),
  }),
);
