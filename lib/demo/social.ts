// The store's social campaign: its posts with their publishing jobs, one already published (with
// the address and id Facebook gave it) and one scheduled, which the worker queues at start-up
// (lib/social/scheduled.ts) and runs when it is due, failing clearly while no page is connected.
import type { Tx } from "../db/client";
import type { CampaignSeed } from "./types";

const DAY_MS = 86_400_000;

/** `pictures`: each post's product's picture, by slug, as the platform serves it. */
export async function writeCampaign(tx: Tx, storeId: number, ownerId: number, seed: CampaignSeed, pictures: Map<string, string>, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const campaign = await tx.campaign.create({
    data: { storeId, ownerId, topic: seed.topic, publishAt: at(seed.startsInDays), status: "active" },
    select: { id: true },
  });
  for (const [index, post] of seed.posts.entries()) {
    const published = "publishedDaysAgo" in post;
    const when = published ? at(-post.publishedDaysAgo) : at(post.scheduledInDays);
    const imageUrl = pictures.get(post.product) ?? null;
    const externalId = `104857600000000_${7000000000000000 + index}`;
    await tx.post.create({
      data: {
        storeId,
        ownerId,
        campaignId: campaign.id,
        caption: post.caption,
        imageUrl,
        status: published ? "published" : "scheduled",
        publishedAt: published ? when : null,
        jobs: {
          create: {
            storeId,
            target: "FACEBOOK",
            caption: post.caption,
            imageUrl,
            runAt: when,
            status: published ? "PUBLISHED" : "SCHEDULED",
            attempts: published ? 1 : 0,
            ...(published ? { externalId, url: `https://www.facebook.com/${externalId}` } : {}),
          },
        },
      },
    });
  }
}
