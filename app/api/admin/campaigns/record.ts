import { countedRecordRoutes } from "@/lib/api/records";
import { createCampaign, deleteCampaign, getCampaign, listCampaigns, updateCampaign } from "@/lib/marketing/campaigns";
import { recordNotFound } from "@/lib/marketing/records";
import { campaignInput, campaignRecord, campaignUpdate, marketingListQuery } from "@/lib/marketing/schemas";

export const campaignRoutes = countedRecordRoutes({
  permission: "marketing",
  record: campaignRecord,
  notFound: recordNotFound,
  list: {
    summary: "The store's campaigns, newest first (a bare array): all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    total: "How many campaigns the store has, over every page",
    run: listCampaigns,
  },
  create: { summary: "Create a campaign; its `user_id` is the signed-in owner", body: campaignInput, run: createCampaign },
  find: { summary: "A campaign", run: getCampaign },
  update: { summary: "Change a campaign: the fields sent", body: campaignUpdate, run: updateCampaign },
  remove: { summary: "Delete a campaign; its posts stay, without one", run: deleteCampaign },
});
