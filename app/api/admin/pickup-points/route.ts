import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { createPickupPoint, listPickupPoints } from "@/lib/shipping/pickup-points";
import { pickupPointInput, pickupPointResponse, pickupPointsResponse, shippingListQuery } from "@/lib/shipping/schemas";

export const GET = adminRoute(
  { summary: "The store's pickup points, inactive ones too (shape D)", query: shippingListQuery, response: pickupPointsResponse },
  ({ store, query, origin }) => listPickupPoints(store, { page: pageOf(query), platformOrigin: origin }),
);

export const POST = adminRoute(
  { summary: "A pickup point, offered for pickup delivery while active", status: 201, body: pickupPointInput, response: pickupPointResponse },
  ({ store, body }) => createPickupPoint(store, { point: body }),
);
