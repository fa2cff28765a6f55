import type { z } from "zod";
import { refusal } from "../core/errors";
import type { Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { marketingMessages } from "./messages";
import { calledOrigin, found, marketingRecords, referenced, writeReferencing, type Answered } from "./records";
import type { postInput, postUpdate } from "./schemas";
import { jobInclude, postInclude, postStatusOf, serializeJob, serializePost } from "./serialize";

// Posts: a caption and a picture, maybe from a template, maybe in a campaign, and the publishing
// jobs linked to them. Their template and campaign are the store's, or the input is refused.

export const jobOfAnotherPost = refusal("conflict", "The job is linked to another post already: nothing changes");

const posts = marketingRecords("post", { include: postInclude, order: "newest", serialize: serializePost, context: calledOrigin });

/** Newest first: every post, or one page of them; `total` counts them all. */
export const listPosts = (store: Store, input: Answered & { page?: Page }) => posts.list(store, input);

export const getPost = (store: Store, input: Answered & { id: number }) => posts.read(store, input);

type References = Pick<z.output<typeof postUpdate>, "template" | "campaign_id">;

/** The template and campaign ids the input names (null unlinks, undefined leaves as is), each the store's or a 422. */
async function resolveReferences(store: Store, input: References) {
  const { template, campaign_id: campaignId } = input;
  const [templateRow] = await Promise.all([
    template === undefined || template === null
      ? null
      : referenced(
          store,
          "template",
          db().template.findFirst({
            // A name names the first template that has it.
            where: typeof template === "number" ? { id: template, storeId: store.id } : { name: template, storeId: store.id },
            select: { id: true },
            orderBy: { id: "asc" },
          }),
        ),
    campaignId === undefined || campaignId === null
      ? null
      : referenced(store, "campaign_id", db().campaign.findFirst({ where: { id: campaignId, storeId: store.id }, select: { id: true } })),
  ]);
  return { templateId: template === undefined ? undefined : (templateRow?.id ?? null), campaignId };
}

/** `ownerId`: the signed-in owner, the answer's `user_id`. */
export function createPost(store: Store, { fields, ownerId, platformOrigin }: Answered & { fields: z.output<typeof postInput>; ownerId: number }) {
  return writeReferencing(
    () => resolveReferences(store, fields),
    ({ templateId, campaignId }) =>
      posts.create(store, {
        platformOrigin,
        data: () => ({ storeId: store.id, ownerId, caption: fields.caption, imageUrl: fields.image, templateId, campaignId }),
      }),
  );
}

export function updatePost(store: Store, { id, patch, platformOrigin }: Answered & { id: number; patch: z.output<typeof postUpdate> }) {
  return writeReferencing(
    () => resolveReferences(store, patch),
    ({ templateId, campaignId }) =>
      posts.update(store, { id, platformOrigin, data: () => ({ caption: patch.caption, imageUrl: patch.image, templateId, campaignId }) }),
  );
}

/** Its jobs stay, without a post: each carries its own caption and picture. */
export const deletePost = (store: Store, input: { id: number }) => posts.remove(store, input);

/**
 * Links a publishing job, with the jobs scheduled in the same request (one per page), to a post,
 * which takes the job's status. Linking it again to its post changes nothing; to another post, a 409.
 */
export async function linkJob(store: Store, { id, jobId }: { id: number; jobId: number }) {
  const [post, job] = await Promise.all([
    db().post.findFirst({ where: { id, storeId: store.id }, select: { id: true } }),
    db().publishJob.findFirst({ where: { id: jobId, storeId: store.id }, select: { id: true, postId: true, batch: true, status: true } }),
  ]);
  found(post);
  const linked = found(job);
  if (linked.postId !== null && linked.postId !== id) throw jobOfAnotherPost.error(marketingMessages(store.language, "jobOfAnotherPost"));
  await db().$transaction([
    db().publishJob.updateMany({
      where: { storeId: store.id, postId: null, ...(linked.batch ? { batch: linked.batch } : { id: linked.id }) },
      data: { postId: id },
    }),
    db().post.update({ where: { id, storeId: store.id }, data: { status: postStatusOf(linked.status) } }),
  ]);
  return { message: marketingMessages(store.language, "jobLinked") };
}

/** A job linked to the post, as it stands. */
export async function getPostJob(store: Store, { id, jobId }: { id: number; jobId: number }) {
  return serializeJob(found(await db().publishJob.findFirst({ where: { id: jobId, postId: id, storeId: store.id }, include: jobInclude })));
}
