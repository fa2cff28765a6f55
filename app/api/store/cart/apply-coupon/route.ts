import { storeRoute } from "@/lib/api/route";
import { applyCoupon, applyCouponInput, applyCouponResponse, couponRefused } from "@/lib/coupons/apply-coupon";

export const POST = storeRoute(
  { summary: "What a coupon takes off the posted items", currency: true, body: applyCouponInput, response: applyCouponResponse, refusals: [couponRefused] },
  ({ store, body, currency }) => applyCoupon(store, body, currency),
);
