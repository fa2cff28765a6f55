import { success } from "@/lib/api/envelopes";
import { storeRoute } from "@/lib/api/route";
import { countryNotFound, listCities } from "@/lib/locations/lookups";
import { citiesInput, citiesResponse } from "@/lib/locations/schemas";

export const POST = storeRoute(
  { summary: "Cities of a country", body: citiesInput, response: citiesResponse, refusals: [countryNotFound] },
  async ({ store, body }) => success(await listCities(store, { countryId: body.country_id })),
);
