import { success } from "@/lib/api/envelopes";
import { storeRoute } from "@/lib/api/route";
import { cityNotFound, listStates } from "@/lib/locations/lookups";
import { statesInput, statesResponse } from "@/lib/locations/schemas";

export const POST = storeRoute(
  { summary: "States (districts) of a city", body: statesInput, response: statesResponse, refusals: [cityNotFound] },
  async ({ store, body }) => success(await listStates(store, { cityId: body.city_id })),
);
