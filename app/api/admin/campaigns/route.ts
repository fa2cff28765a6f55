import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { createCampaign, listCampaigns } from "@/lib/marketing/campaigns";
import { campaignInput, campaignRecord } from "@/lib/marketing/schemas";

export const GET = adminRoute({ summary: "The store's campaigns, newest first (a bare array)", response: z.array(campaignRecord) }, ({ store }) =>
  listCampaigns(store),
);

export const POST = adminRoute(
  { summary: "Create a campaign; its `user_id` is the signed-in owner", status: 201, body: campaignInput, response: campaignRecord },
  ({ store, owner, body }) => createCampaign(store, { ...body, ownerId: owner.id }),
);
