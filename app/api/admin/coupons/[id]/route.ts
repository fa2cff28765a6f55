import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { deletedResponse } from "@/lib/catalog/management-schemas";
import { coupon, couponNotFound, couponUsed, deleteCoupon, updateCoupon } from "@/lib/coupons/manage-coupons";
import { couponPatch, couponResponse } from "@/lib/coupons/schemas";

export const GET = adminRoute(
  { summary: "A coupon of the store, with its usage", params: idParams, response: couponResponse, refusals: [couponNotFound] },
  ({ store, params }) => coupon(store, { id: params.id }),
);

export const PUT = adminRoute(
  {
    summary: "Changes the fields sent, and only those; a list sent replaces the coupon's",
    params: idParams,
    body: couponPatch,
    response: couponResponse,
    refusals: [couponNotFound],
  },
  ({ store, params, body }) => updateCoupon(store, { id: params.id, patch: body }),
);

export const DELETE = adminRoute(
  {
    summary: "Deletes a coupon no order has used; a used one is deactivated instead (409)",
    params: idParams,
    response: deletedResponse,
    refusals: [couponNotFound, couponUsed],
  },
  ({ store, params }) => deleteCoupon(store, { id: params.id }),
);
