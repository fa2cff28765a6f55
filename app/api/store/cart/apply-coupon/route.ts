import { storeRoute } from "@/lib/api/route";
import { applyCoupon } from "@/lib/coupons/apply-coupon";
import { couponNotFound, couponRefused } from "@/lib/coupons/check-coupon";
import { applyCouponInput, applyCouponResponse } from "@/lib/coupons/schemas";

export const POST = storeRoute(
  {
    summary: "What a coupon takes off the posted items, for the signed-in customer if a token is sent",
    auth: "optional",
    currency: true,
    body: applyCouponInput,
    response: applyCouponResponse,
    refusals: [couponNotFound, couponRefused],
  },
  async ({ store, body, currency, customer }) => ({
    success: true,
    ...(await applyCoupon(store, { coupon_code: body.coupon_code, items: body.items, customerId: customer?.id ?? null, currency })),
  }),
);
