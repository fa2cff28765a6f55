import type { z } from "zod";
import { wholeOrPage, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { instantOf } from "../format/dates";
import { found } from "./records";
import type { campaignInput, campaignUpdate } from "./schemas";
import { campaignInclude, serializeCampaign } from "./serialize";

// Campaigns: a topic and a date that posts are grouped under. `publish_at` sent without an offset
// is a time in the store's time zone.

/** Newest first: every campaign, or one page of them; `total` counts them all. */
export async function listCampaigns(store: Store, { page }: { page?: Page } = {}) {
  const where = { storeId: store.id };
  return wholeOrPage(
    page,
    async (window) =>
      (await db().campaign.findMany({ where, include: campaignInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...window })).map(serializeCampaign),
    () => db().campaign.count({ where }),
  );
}

export async function getCampaign(store: Store, { id }: { id: number }) {
  return serializeCampaign(found(await db().campaign.findFirst({ where: { id, storeId: store.id }, include: campaignInclude })));
}

/** `ownerId`: the signed-in owner, the answer's `user_id` (a `user_id` the client sends is not read). */
export async function createCampaign(store: Store, input: z.output<typeof campaignInput> & { ownerId: number }) {
  const row = await db().campaign.create({
    data: { storeId: store.id, ownerId: input.ownerId, topic: input.topic, publishAt: instantOf(input.publish_at, store.timezone), status: input.status },
    include: campaignInclude,
  });
  return serializeCampaign(row);
}

export async function updateCampaign(store: Store, { id, ...changes }: z.output<typeof campaignUpdate> & { id: number }) {
  const row = await db().campaign.update({
    where: { id, storeId: store.id },
    data: {
      topic: changes.topic,
      publishAt: changes.publish_at && instantOf(changes.publish_at, store.timezone),
      status: changes.status,
    },
    include: campaignInclude,
  });
  return serializeCampaign(row);
}

/** Its posts stay, without a campaign. */
export async function deleteCampaign(store: Store, { id }: { id: number }) {
  await db().campaign.delete({ where: { id, storeId: store.id } });
}
