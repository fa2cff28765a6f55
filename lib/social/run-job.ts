import { open } from "../crypto/secret-box";
import { db } from "../db/client";
import { logger } from "../log";
import { GraphError } from "./graph";
import { socialMessages } from "./messages";
import { postOnInstagram, postOnPage, type Published } from "./networks";

// One publishing job's attempt, the same whether the owner publishes now or the worker runs a
// scheduled job: the job is claimed by a conditional update (SCHEDULED to RUNNING), so that of two
// workers, or a worker and a cancellation, one wins; then published through its page's token,
// and its outcome kept on the job and on its post. A token Graph refuses marks the connection as
// needing reconnection, and no later job calls Graph with it.

/** Tries in all for a scheduled job whose Graph call failed transiently. */
export const MAX_ATTEMPTS = 3;

export type Attempt = { ok: true; published: Published } | { ok: false; error: GraphError };

const jobForRun = {
  id: true,
  storeId: true,
  postId: true,
  target: true,
  caption: true,
  imageUrl: true,
  attempts: true,
  store: { select: { language: true } },
  facebookPage: { select: { pageId: true, accessToken: true, instagramAccountId: true, connection: { select: { id: true, needsReconnect: true } } } },
} as const;

/** The job if it was SCHEDULED and is now this caller's (RUNNING, one more attempt), or null. */
export async function claimJob(storeId: number, jobId: number) {
  const claimed = await db().publishJob.updateMany({
    where: { id: jobId, storeId, status: "SCHEDULED" },
    data: { status: "RUNNING", attempts: { increment: 1 } },
  });
  if (!claimed.count) return null;
  return db().publishJob.findUniqueOrThrow({ where: { id: jobId }, select: jobForRun });
}

type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimJob>>>;

/** Publishes a claimed job; on success it is PUBLISHED (and its post), on failure it stays RUNNING for the caller to settle. */
export async function attemptJob(job: ClaimedJob): Promise<Attempt> {
  const page = job.facebookPage;
  const language = job.store.language;
  try {
    if (!page || page.connection.needsReconnect) throw new GraphError(socialMessages(language, "reconnect"), "token");
    const token = open(page.accessToken);
    const post = { caption: job.caption, imageUrl: job.imageUrl };
    const published =
      job.target === "FACEBOOK"
        ? await postOnPage({ pageId: page.pageId, token }, post)
        : await postOnInstagram({ instagramId: page.instagramAccountId ?? "", token }, post);
    await settle(job, { status: "PUBLISHED", externalId: published.externalId, url: published.url, lastError: null });
    return { ok: true, published };
  } catch (thrown) {
    if (!(thrown instanceof GraphError)) throw thrown;
    if (thrown.kind === "token") {
      // The Instagram accounts came with the same login, and publish through the same page tokens.
      if (page) {
        await db().platformConnection.updateMany({
          where: { storeId: job.storeId, OR: [{ id: page.connection.id }, { target: "INSTAGRAM" }] },
          data: { needsReconnect: true },
        });
      }
      logger.warn({ store_id: job.storeId, job_id: job.id }, "social token refused: the store must connect Facebook again");
      return { ok: false, error: new GraphError(socialMessages(language, "reconnect"), "token", thrown.code) };
    }
    return { ok: false, error: thrown };
  }
}

/** A job's end (or its return to the queue): the job, and its post's status when it has one. */
export async function settle(
  job: { id: number; postId: number | null },
  outcome: { status: "PUBLISHED" | "FAILED" | "SCHEDULED"; lastError: string | null; externalId?: string; url?: string },
) {
  await db().publishJob.update({ where: { id: job.id }, data: outcome });
  if (job.postId === null || outcome.status === "SCHEDULED") return;
  const published = outcome.status === "PUBLISHED";
  await db().post.update({
    where: { id: job.postId },
    data: published ? { status: "published", publishedAt: new Date() } : { status: "failed" },
  });
}
