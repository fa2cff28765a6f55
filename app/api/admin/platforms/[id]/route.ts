import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { deletePlatform, getPlatform, updatePlatform } from "@/lib/marketing/platforms";
import { recordNotFound } from "@/lib/marketing/records";
import { deleted, platformRecord, platformUpdate } from "@/lib/marketing/schemas";

export const GET = adminRoute({ summary: "A platform", params: idParams, response: platformRecord, refusals: [recordNotFound] }, ({ store, params }) =>
  getPlatform(store, params),
);

export const PUT = adminRoute(
  { summary: "Change a platform: the fields sent", params: idParams, body: platformUpdate, response: platformRecord, refusals: [recordNotFound] },
  ({ store, params, body }) => updatePlatform(store, { ...body, ...params }),
);

export const DELETE = adminRoute(
  { summary: "Delete a platform; its resolutions stay, without one", params: idParams, response: deleted, refusals: [recordNotFound] },
  ({ store, params }) => deletePlatform(store, params),
);
