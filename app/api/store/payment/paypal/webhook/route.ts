import { storeRoute } from "@/lib/api/route";
import { receivePaypalEvent } from "@/lib/payments/confirmations";
import { gatewayUnreachable, unverifiedNotification } from "@/lib/payments/refusals";
import { paypalEventBody, webhookResponse } from "@/lib/payments/schemas";

export const POST = storeRoute(
  {
    summary: "PayPal's webhook: a capture completed or was denied (verified with PayPal's verify-webhook-signature API)",
    body: paypalEventBody,
    rawBody: true,
    response: webhookResponse,
    refusals: [unverifiedNotification, gatewayUnreachable],
  },
  async ({ store, request, body, rawBody }) => ({
    success: true,
    result: await receivePaypalEvent(store, { event: body, rawBody, headers: request.headers }),
  }),
);
