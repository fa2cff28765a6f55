import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { shippingCities } from "@/lib/shipping/countries";
import { shippingCitiesResponse } from "@/lib/shipping/schemas";

export const GET = adminRoute(
  { summary: "The store's cities with their states, which zones and pickup points name", response: shippingCitiesResponse },
  async ({ store }) => success(await shippingCities(store)),
);
