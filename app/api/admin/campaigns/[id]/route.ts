import { successOnlySchema } from "@/lib/core/envelopes";
import { idParams } from "@/lib/core/ids";
import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { deleteCampaign, getCampaign, updateCampaign } from "@/lib/marketing/campaigns";
import { recordNotFound } from "@/lib/marketing/records";
import { campaignRecord, campaignUpdate } from "@/lib/marketing/schemas";

export const GET = adminRoute({ summary: "A campaign", params: idParams, response: campaignRecord, refusals: [recordNotFound] }, ({ store, params }) =>
  getCampaign(store, params),
);

export const PUT = adminRoute(
  { summary: "Change a campaign: the fields sent", params: idParams, body: campaignUpdate, response: campaignRecord, refusals: [recordNotFound] },
  ({ store, params, body }) => updateCampaign(store, { ...body, ...params }),
);

export const DELETE = adminRoute(
  { summary: "Delete a campaign; its posts stay, without one", params: idParams, response: successOnlySchema, refusals: [recordNotFound] },
  async ({ store, params }) => {
    await deleteCampaign(store, params);
    return succeeded();
  },
);
