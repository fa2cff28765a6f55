import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { createCoupon, listCoupons } from "@/lib/coupons/manage-coupons";
import { couponInput, couponResponse, couponsQuery, couponsResponse } from "@/lib/coupons/schemas";

export const GET = adminRoute(
  { summary: "The store's coupons, newest first, with their usage (shape D); `search` in the code, `active`", query: couponsQuery, response: couponsResponse },
  ({ store, query: { page, per_page, ...filters }, origin }) => listCoupons(store, { page: pageOf({ page, per_page }), filters, platformOrigin: origin }),
);

export const POST = adminRoute(
  {
    summary: "A new coupon, applied by /cart/apply-coupon at once; its code unique in the store whatever its case",
    status: 201,
    body: couponInput,
    response: couponResponse,
  },
  ({ store, body }) => createCoupon(store, { coupon: body }),
);
