import { z } from "zod";
import { withTotalCount } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { createCampaign, listCampaigns } from "@/lib/marketing/campaigns";
import { campaignInput, campaignRecord, marketingListQuery } from "@/lib/marketing/schemas";

export const GET = adminRoute(
  {
    summary: "The store's campaigns, newest first (a bare array): all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    response: z.array(campaignRecord),
    successHeaders: { "X-Total-Count": "How many campaigns the store has, over every page" },
  },
  async ({ store, query }) => withTotalCount(await listCampaigns(store, query)),
);

export const POST = adminRoute(
  { summary: "Create a campaign; its `user_id` is the signed-in owner", status: 201, body: campaignInput, response: campaignRecord },
  ({ store, owner, body }) => createCampaign(store, { ...body, ownerId: owner.id }),
);
