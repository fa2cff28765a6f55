import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { deletedResponse } from "@/lib/catalog/management-schemas";
import { deleteShippingRate, shippingRate, shippingRateNotFound, updateShippingRate } from "@/lib/shipping/manage-zones";
import { shippingRatePatch, shippingRateResponse } from "@/lib/shipping/schemas";

export const GET = adminRoute(
  { summary: "A shipping rate of the store", params: idParams, response: shippingRateResponse, refusals: [shippingRateNotFound] },
  ({ store, params }) => shippingRate(store, { id: params.id }),
);

export const PUT = adminRoute(
  {
    summary: "Changes the fields sent; the shoppers' text follows the days unless given",
    params: idParams,
    body: shippingRatePatch,
    response: shippingRateResponse,
    refusals: [shippingRateNotFound],
  },
  ({ store, params, body }) => updateShippingRate(store, { id: params.id, patch: body }),
);

export const DELETE = adminRoute(
  { summary: "Deletes the rate", params: idParams, response: deletedResponse, refusals: [shippingRateNotFound] },
  ({ store, params }) => deleteShippingRate(store, { id: params.id }),
);
