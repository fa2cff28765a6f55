import { recordRoutes } from "@/lib/api/records";
import {
  createShippingRate,
  createShippingZone,
  deleteShippingRate,
  deleteShippingZone,
  listShippingRates,
  listShippingZones,
  shippingRate,
  shippingRateNotFound,
  shippingZone,
  shippingZoneNotFound,
  updateShippingRate,
  updateShippingZone,
} from "@/lib/shipping/manage-zones";
import {
  shippingListQuery,
  shippingRateInput,
  shippingRatePatch,
  shippingRateRecord,
  shippingZoneInput,
  shippingZonePatch,
  shippingZoneRecord,
} from "@/lib/shipping/schemas";

export const shippingZoneRoutes = recordRoutes({
  permission: "settings",
  record: shippingZoneRecord,
  notFound: shippingZoneNotFound,
  list: {
    summary: "The store's home delivery zones with their rates (shape D)",
    query: shippingListQuery,
    path: "/api/shipping-zones",
    run: listShippingZones,
  },
  create: { summary: "A zone: a country of the store, narrowed to some of its states or not", body: shippingZoneInput, run: createShippingZone },
  find: { summary: "A shipping zone of the store with its rates", run: shippingZone },
  update: { summary: "Changes the fields sent; `state_ids` sent replaces the zone's", body: shippingZonePatch, run: updateShippingZone },
  remove: { summary: "Deletes the zone and its rates", run: deleteShippingZone },
});

/** A zone's rates: listed and created under the zone (`/shipping-zones/{id}/rates`), each then at `/shipping-rates/{id}`. */
export const shippingRateRoutes = recordRoutes({
  permission: "settings",
  record: shippingRateRecord,
  notFound: shippingRateNotFound,
  parent: { notFound: shippingZoneNotFound, find: shippingZone, scope: (id) => ({ zoneId: id }) },
  list: { summary: "A zone's rates (shape D)", query: shippingListQuery, path: ({ zoneId }) => `/api/shipping-zones/${zoneId}/rates`, run: listShippingRates },
  create: { summary: "A rate of the zone: an option of /get-shipping-options at once", body: shippingRateInput, run: createShippingRate },
  find: { summary: "A shipping rate of the store", run: shippingRate },
  update: { summary: "Changes the fields sent; the shoppers' text follows the days unless given", body: shippingRatePatch, run: updateShippingRate },
  remove: { summary: "Deletes the rate", run: deleteShippingRate },
});
