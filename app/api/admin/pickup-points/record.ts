import { recordRoutes } from "@/lib/api/records";
import {
  createPickupPoint,
  deletePickupPoint,
  listPickupPoints,
  pickupPoint,
  pickupPointNotFound,
  pickupPointUsed,
  updatePickupPoint,
} from "@/lib/shipping/pickup-points";
import { pickupPointInput, pickupPointPatch, pickupPointRecord, shippingListQuery } from "@/lib/shipping/schemas";

export const pickupPointRoutes = recordRoutes({
  permission: "settings",
  record: pickupPointRecord,
  notFound: pickupPointNotFound,
  list: { summary: "The store's pickup points, inactive ones too (shape D)", query: shippingListQuery, path: "/api/pickup-points", run: listPickupPoints },
  create: { summary: "A pickup point, offered for pickup delivery while active", body: pickupPointInput, run: createPickupPoint },
  find: { summary: "A pickup point of the store", run: pickupPoint },
  update: { summary: "Changes the fields sent, and only those", body: pickupPointPatch, run: updatePickupPoint },
  remove: {
    summary: "Deletes a pickup point no order names; one that orders name is deactivated instead (409)",
    refusals: [pickupPointUsed],
    run: deletePickupPoint,
  },
});
