import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { shippingCities } from "@/lib/shipping/countries";
import { addOwnCity } from "@/lib/shipping/own-places";
import { ownCityInput, shippingCitiesResponse, shippingCityResponse } from "@/lib/shipping/schemas";

export const GET = adminRoute(
  {
    permission: "settings",
    summary: "The cities the store reads (the reference ones, Morocco's regions, and its own) with their states, which zones and pickup points name",
    response: shippingCitiesResponse,
  },
  async ({ store }) => success(await shippingCities(store)),
);

export const POST = adminRoute(
  {
    permission: "settings",
    summary: "Adds a city (a region) of the store's own to a country, which only the store reads",
    status: 201,
    body: ownCityInput,
    response: shippingCityResponse,
  },
  async ({ store, body }) => success(await addOwnCity(store, { countryId: body.country_id, name: body.name })),
);
