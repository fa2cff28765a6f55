import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { createShippingZone, listShippingZones } from "@/lib/shipping/manage-zones";
import { shippingListQuery, shippingZoneInput, shippingZoneResponse, shippingZonesResponse } from "@/lib/shipping/schemas";

export const GET = adminRoute(
  { summary: "The store's home delivery zones with their rates (shape D)", query: shippingListQuery, response: shippingZonesResponse },
  ({ store, query, origin }) => listShippingZones(store, { page: pageOf(query), platformOrigin: origin }),
);

export const POST = adminRoute(
  { summary: "A zone: a country of the store, narrowed to some of its states or not", status: 201, body: shippingZoneInput, response: shippingZoneResponse },
  ({ store, body }) => createShippingZone(store, { zone: body }),
);
