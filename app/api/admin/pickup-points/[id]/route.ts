import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { deletedResponse } from "@/lib/catalog/management-schemas";
import { deletePickupPoint, pickupPoint, pickupPointNotFound, pickupPointUsed, updatePickupPoint } from "@/lib/shipping/pickup-points";
import { pickupPointPatch, pickupPointResponse } from "@/lib/shipping/schemas";

export const GET = adminRoute(
  { summary: "A pickup point of the store", params: idParams, response: pickupPointResponse, refusals: [pickupPointNotFound] },
  ({ store, params }) => pickupPoint(store, { id: params.id }),
);

export const PUT = adminRoute(
  {
    summary: "Changes the fields sent, and only those",
    params: idParams,
    body: pickupPointPatch,
    response: pickupPointResponse,
    refusals: [pickupPointNotFound],
  },
  ({ store, params, body }) => updatePickupPoint(store, { id: params.id, patch: body }),
);

export const DELETE = adminRoute(
  {
    summary: "Deletes a pickup point no order names; one that orders name is deactivated instead (409)",
    params: idParams,
    response: deletedResponse,
    refusals: [pickupPointNotFound, pickupPointUsed],
  },
  ({ store, params }) => deletePickupPoint(store, { id: params.id }),
);
