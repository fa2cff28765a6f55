import { storeRoute } from "@/lib/api/route";
import { shippingOptionsInput, shippingOptionsResponse } from "@/lib/shipping/schemas";
import { shippingOptions, shippingUnavailable } from "@/lib/shipping/shipping-options";

export const POST = storeRoute(
  {
    summary: "Shipping options for the posted items and address, or pickup points",
    currency: true,
    body: shippingOptionsInput,
    response: shippingOptionsResponse,
    refusals: [shippingUnavailable],
  },
  async ({ store, body, currency, origin }) => ({ success: true, ...(await shippingOptions(store, { ...body, currency, origin })) }),
);
