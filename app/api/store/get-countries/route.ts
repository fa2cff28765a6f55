import { storeRoute } from "@/lib/api/route";
import { countriesResponse, listCountries } from "@/lib/locations/lookups";

export const GET = storeRoute({ summary: "Countries the store sells to", response: countriesResponse }, async ({ store }) => ({
  success: true,
  data: await listCountries(store),
}));
