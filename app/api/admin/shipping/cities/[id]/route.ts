import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { idParams } from "@/lib/core/ids";
import { successOnlySchema } from "@/lib/core/envelopes";
import { assertOwnPlace, ownPlaceNotFound, ownPlaceUsed, removeOwnCity } from "@/lib/shipping/own-places";

export const DELETE = adminRoute(
  {
    summary: "Removes a city the store added, with its states",
    params: idParams,
    owned: ({ store }, params) => assertOwnPlace(store, { model: "city", id: params.id }),
    response: successOnlySchema,
    refusals: [ownPlaceNotFound, ownPlaceUsed],
  },
  async ({ store, params }) => {
    await removeOwnCity(store, { id: params.id });
    return succeeded();
  },
);
