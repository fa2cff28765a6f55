import type { z } from "zod";
import type { Page } from "../core/paging";
import type { Store } from "../db/generated/client";
import { db } from "../db/client";
import { instantOf } from "../format/dates";
import { marketingRecords } from "./records";
import type { campaignInput, campaignUpdate } from "./schemas";
import { campaignInclude, serializeCampaign } from "./serialize";

// Campaigns: a topic and a date that posts are grouped under. `publish_at` sent without an offset
// is a time in the store's time zone.

const campaigns = marketingRecords("campaign", { include: campaignInclude, order: "newest", serialize: serializeCampaign });

/** Newest first: every campaign, or one page of them; `total` counts them all. */
export const listCampaigns = (store: Store, input: { page?: Page }) => campaigns.list(store, input);

export const getCampaign = (store: Store, input: { id: number }) => campaigns.read(store, input);

/** `ownerId`: the signed-in owner, the answer's `user_id` (a `user_id` the client sends is not read). */
export async function createCampaign(store: Store, { fields, ownerId }: { fields: z.output<typeof campaignInput>; ownerId: number }) {
  const row = await db().campaign.create({
    data: { storeId: store.id, ownerId, topic: fields.topic, publishAt: instantOf(fields.publish_at, store.timezone), status: fields.status },
    include: campaignInclude,
  });
  return serializeCampaign(row);
}

export async function updateCampaign(store: Store, { id, patch }: { id: number; patch: z.output<typeof campaignUpdate> }) {
  const row = await campaigns.change(store, {
    id,
    write: (tx) =>
      tx.campaign.update({
        where: { id, storeId: store.id },
        data: { topic: patch.topic, publishAt: patch.publish_at && instantOf(patch.publish_at, store.timezone), status: patch.status },
        include: campaignInclude,
      }),
  });
  return serializeCampaign(row);
}

/** Its posts stay, without a campaign. */
export const deleteCampaign = (store: Store, input: { id: number }) => campaigns.remove(store, input);
