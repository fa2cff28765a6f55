import { storeRoute } from "@/lib/api/route";
import { couponRefused } from "@/lib/coupons/check-coupon";
import { idempotencyKeyInProgress, idempotencyKeyReused } from "@/lib/checkout/idempotency";
import { gatewayRefused, gatewayUnavailable, makePayment } from "@/lib/checkout/make-payment";
import { IDEMPOTENCY_HEADER, makePaymentInput, makePaymentResponse } from "@/lib/checkout/schemas";
import { outOfStock } from "@/lib/inventory/stock";
import { shippingUnavailable } from "@/lib/shipping/shipping-options";

export const POST = storeRoute(
  {
    summary:
      "Place the order of the posted items and start its payment (Cash On Delivery, Stripe, PayPal, CMI); `Idempotency-Key` answers a retry with the first answer",
    auth: "customer",
    currency: true,
    body: makePaymentInput,
    response: makePaymentResponse,
    refusals: [outOfStock, couponRefused, shippingUnavailable, idempotencyKeyReused, idempotencyKeyInProgress, gatewayRefused, gatewayUnavailable],
  },
  async ({ store, customer, body, currency, origin, request }) => ({
    success: true,
    ...(await makePayment(store, { customer, order: body, currency, origin, idempotencyKey: request.headers.get(IDEMPOTENCY_HEADER) })),
  }),
);
