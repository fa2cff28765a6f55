import { idParams } from "@/lib/core/ids";
import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { createShippingRate, listShippingRates, shippingZoneNotFound } from "@/lib/shipping/manage-zones";
import { shippingListQuery, shippingRateInput, shippingRateResponse, shippingRatesResponse } from "@/lib/shipping/schemas";

export const GET = adminRoute(
  { summary: "A zone's rates (shape D)", params: idParams, query: shippingListQuery, response: shippingRatesResponse, refusals: [shippingZoneNotFound] },
  ({ store, params, query, origin }) => listShippingRates(store, { zoneId: params.id, page: pageOf(query), platformOrigin: origin }),
);

export const POST = adminRoute(
  {
    summary: "A rate of the zone: an option of /get-shipping-options at once",
    status: 201,
    params: idParams,
    body: shippingRateInput,
    response: shippingRateResponse,
    refusals: [shippingZoneNotFound],
  },
  ({ store, params, body }) => createShippingRate(store, { zoneId: params.id, rate: body }),
);
