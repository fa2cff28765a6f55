import { successOnlySchema } from "@/lib/core/envelopes";
import { idParams } from "@/lib/core/ids";
import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { recordNotFound } from "@/lib/marketing/records";
import { deleteResolution, getResolution, updateResolution } from "@/lib/marketing/resolutions";
import { resolutionRecord, resolutionUpdate } from "@/lib/marketing/schemas";

export const GET = adminRoute({ summary: "A resolution", params: idParams, response: resolutionRecord, refusals: [recordNotFound] }, ({ store, params }) =>
  getResolution(store, params),
);

export const PUT = adminRoute(
  { summary: "Change a resolution: the fields sent", params: idParams, body: resolutionUpdate, response: resolutionRecord, refusals: [recordNotFound] },
  ({ store, params, body }) => updateResolution(store, { ...body, ...params }),
);

export const DELETE = adminRoute(
  { summary: "Delete a resolution", params: idParams, response: successOnlySchema, refusals: [recordNotFound] },
  async ({ store, params }) => {
    await deleteResolution(store, params);
    return succeeded();
  },
);
