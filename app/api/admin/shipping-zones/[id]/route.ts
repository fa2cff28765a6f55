import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { deletedResponse } from "@/lib/catalog/management-schemas";
import { deleteShippingZone, shippingZone, shippingZoneNotFound, updateShippingZone } from "@/lib/shipping/manage-zones";
import { shippingZonePatch, shippingZoneResponse } from "@/lib/shipping/schemas";

export const GET = adminRoute(
  { summary: "A shipping zone of the store with its rates", params: idParams, response: shippingZoneResponse, refusals: [shippingZoneNotFound] },
  ({ store, params }) => shippingZone(store, { id: params.id }),
);

export const PUT = adminRoute(
  {
    summary: "Changes the fields sent; `state_ids` sent replaces the zone's",
    params: idParams,
    body: shippingZonePatch,
    response: shippingZoneResponse,
    refusals: [shippingZoneNotFound],
  },
  ({ store, params, body }) => updateShippingZone(store, { id: params.id, patch: body }),
);

export const DELETE = adminRoute(
  { summary: "Deletes the zone and its rates", params: idParams, response: deletedResponse, refusals: [shippingZoneNotFound] },
  ({ store, params }) => deleteShippingZone(store, { id: params.id }),
);
