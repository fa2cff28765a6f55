import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { idParams } from "@/lib/core/ids";
import { successOnlySchema } from "@/lib/core/envelopes";
import { assertOwnPlace, ownPlaceNotFound, ownPlaceUsed, removeOwnPlace } from "@/lib/shipping/own-places";

/** DELETE of a city or a state the store added: another store's or a reference one is a 404 first. */
export const ownPlaceRemoval = (model: "city" | "state", summary: string) =>
  adminRoute(
    {
      permission: "settings",
      summary,
      params: idParams,
      owned: ({ store }, params) => assertOwnPlace(store, { model, id: params.id }),
      response: successOnlySchema,
      refusals: [ownPlaceNotFound, ownPlaceUsed],
    },
    async ({ store, params }) => {
      await removeOwnPlace(store, { model, id: params.id });
      return succeeded();
    },
  );
