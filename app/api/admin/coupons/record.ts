import { recordRoutes } from "@/lib/api/records";
import { coupon, couponNotFound, couponUsed, createCoupon, deleteCoupon, listCoupons, updateCoupon } from "@/lib/coupons/manage-coupons";
import { couponInput, couponPatch, couponRecord, couponsQuery } from "@/lib/coupons/schemas";

export const couponRoutes = recordRoutes({
  permission: "marketing",
  record: couponRecord,
  notFound: couponNotFound,
  list: {
    summary: "The store's coupons, newest first, with their usage (shape D); `search` in the code, `active`",
    query: couponsQuery,
    path: "/api/coupons",
    keep: ({ search, active, per_page }) => ({ search, active, per_page }),
    run: listCoupons,
  },
  create: {
    summary: "A new coupon, applied by /cart/apply-coupon at once; its code unique in the store whatever its case",
    body: couponInput,
    run: createCoupon,
  },
  find: { summary: "A coupon of the store, with its usage", run: coupon },
  update: { summary: "Changes the fields sent, and only those; a list sent replaces the coupon's", body: couponPatch, run: updateCoupon },
  remove: { summary: "Deletes a coupon no order has used; a used one is deactivated instead (409)", refusals: [couponUsed], run: deleteCoupon },
});
