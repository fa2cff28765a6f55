import { storeRoute } from "@/lib/api/route";
import { applyCoupon, applyCouponInput, applyCouponResponse } from "@/lib/coupons/apply-coupon";

export const POST = storeRoute(
  { summary: "What a coupon takes off the posted items", currency: true, body: applyCouponInput, response: applyCouponResponse },
  ({ store, body, currency }) => applyCoupon(store, body, currency),
);
