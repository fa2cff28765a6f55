import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { setShippingCountries, shippingCountries } from "@/lib/shipping/countries";
import { shippingCountriesInput, shippingCountriesResponse } from "@/lib/shipping/schemas";

export const GET = adminRoute(
  { permission: "settings", summary: "The store's countries and which it delivers to", response: shippingCountriesResponse },
  async ({ store }) => success(await shippingCountries(store)),
);

export const PUT = adminRoute(
  {
    permission: "settings",
    summary: "The countries the store delivers to; its others are switched off",
    body: shippingCountriesInput,
    response: shippingCountriesResponse,
  },
  async ({ store, body }) => success(await setShippingCountries(store, { activeIds: body.active_ids })),
);
