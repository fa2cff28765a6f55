import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { idParams } from "@/lib/core/ids";
import { successOnlySchema } from "@/lib/core/envelopes";
import { assertOwnPlace, ownPlaceNotFound, ownPlaceUsed, removeOwnState } from "@/lib/shipping/own-places";

export const DELETE = adminRoute(
  {
    summary: "Removes a state the store added",
    params: idParams,
    owned: ({ store }, params) => assertOwnPlace(store, { model: "state", id: params.id }),
    response: successOnlySchema,
    refusals: [ownPlaceNotFound, ownPlaceUsed],
  },
  async ({ store, params }) => {
    await removeOwnState(store, { id: params.id });
    return succeeded();
  },
);
