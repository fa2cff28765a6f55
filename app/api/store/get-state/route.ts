import { storeRoute } from "@/lib/api/route";
import { listStates, statesInput, statesResponse } from "@/lib/locations/lookups";

export const POST = storeRoute(
  { summary: "States (districts) of a city", body: statesInput, response: statesResponse },
  async ({ store, body }) => ({ success: true, data: await listStates(store, body.city_id) }),
);
