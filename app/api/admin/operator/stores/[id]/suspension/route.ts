import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { suspensionInput, suspensionResponse } from "@/lib/operators/schemas";
import { setStoreSuspension, suspensionUnchanged } from "@/lib/operators/stores";

// One route, two verbs: POST suspends the store, DELETE reactivates it; each says why.
const suspension = (suspend: boolean, summary: string) =>
  adminRoute(
    { auth: "operator", summary, params: idParams, body: suspensionInput, response: suspensionResponse, refusals: [suspensionUnchanged] },
    async ({ operator, params, body, origin }) => ({
      success: true,
      data: await setStoreSuspension(operator, { storeId: params.id, suspend, reason: body.reason, platformOrigin: origin }),
    }),
  );

export const POST = suspension(true, "Suspends the store: its customer API and storefront close, its owner's dashboard turns read-only");
export const DELETE = suspension(false, "Reactivates a suspended store");
