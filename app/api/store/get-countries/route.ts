import { success } from "@/lib/api/envelopes";
import { storeRoute } from "@/lib/api/route";
import { listCountries } from "@/lib/locations/lookups";
import { countriesResponse } from "@/lib/locations/schemas";

export const GET = storeRoute({ summary: "Countries the store sells to", response: countriesResponse }, async ({ store }) =>
  success(await listCountries(store)),
);
