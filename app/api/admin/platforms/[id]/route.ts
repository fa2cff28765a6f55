import { successOnlySchema } from "@/lib/core/envelopes";
import { idParams } from "@/lib/core/ids";
import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { deletePlatform, getPlatform, updatePlatform } from "@/lib/marketing/platforms";
import { recordNotFound } from "@/lib/marketing/records";
import { platformRecord, platformUpdate } from "@/lib/marketing/schemas";

export const GET = adminRoute({ summary: "A platform", params: idParams, response: platformRecord, refusals: [recordNotFound] }, ({ store, params }) =>
  getPlatform(store, params),
);

export const PUT = adminRoute(
  { summary: "Change a platform: the fields sent", params: idParams, body: platformUpdate, response: platformRecord, refusals: [recordNotFound] },
  ({ store, params, body }) => updatePlatform(store, { ...body, ...params }),
);

export const DELETE = adminRoute(
  { summary: "Delete a platform; its resolutions stay, without one", params: idParams, response: successOnlySchema, refusals: [recordNotFound] },
  async ({ store, params }) => {
    await deletePlatform(store, params);
    return succeeded();
  },
);
