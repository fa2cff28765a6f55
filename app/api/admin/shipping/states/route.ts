import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { addOwnState } from "@/lib/shipping/own-places";
import { ownStateInput, shippingStateResponse } from "@/lib/shipping/schemas";

export const POST = adminRoute(
  {
    permission: "settings",
    summary: "Adds a state of the store's own (a town missing from the reference, a district) to a city it reads, which only the store reads",
    status: 201,
    body: ownStateInput,
    response: shippingStateResponse,
  },
  async ({ store, body }) => success(await addOwnState(store, { cityId: body.city_id, name: body.name })),
);
