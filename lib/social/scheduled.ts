import { randomUUID } from "node:crypto";
import { refusal } from "../core/errors";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { boss, enqueue, QUEUES, type JobData } from "../jobs/queue";
import { found } from "../marketing/records";
import { socialMessages } from "./messages";
import { attemptJob, claimJob, MAX_ATTEMPTS, settle } from "./run-job";

// Scheduled posts: pg-boss hands a due job to one worker of one instance (SKIP LOCKED), and the
// job's own claim (lib/social/run-job.ts) makes a second delivery (a retry after a worker died
// mid-call, a cancelled job) publish nothing: a post is published at most once. A transient
// Graph error puts the job back for pg-boss's retry with backoff, three tries in all; anything
// else fails it with the error recorded.

export const notCancellable = refusal("conflict", "The job has started or ended: nothing is cancelled");

export async function runScheduledJob({ storeId, publishJobId }: JobData[typeof QUEUES.socialPublish]): Promise<void> {
  const job = await claimJob(storeId, publishJobId);
  if (!job) return;
  const attempt = await attemptJob(job);
  if (attempt.ok) return;
  const again = attempt.error.kind === "transient" && job.attempts < MAX_ATTEMPTS;
  await settle(job, { status: again ? "SCHEDULED" : "FAILED", lastError: attempt.error.message });
  if (again) throw attempt.error;
}

/** Scheduled jobs without a queue job (the demo data's, written before the queue exists) queued once, by whichever instance starts first. */
export async function queueOrphanJobs(): Promise<void> {
  const orphans = await db().publishJob.findMany({ where: { status: "SCHEDULED", queueJobId: null }, select: { id: true, storeId: true, runAt: true } });
  for (const job of orphans) {
    await db().$transaction(async (tx) => {
      const queueJobId = randomUUID();
      const { count } = await tx.publishJob.updateMany({ where: { id: job.id, queueJobId: null }, data: { queueJobId } });
      const data = { storeId: job.storeId, publishJobId: job.id };
      if (count) await enqueue(tx, QUEUES.socialPublish, [{ id: queueJobId, data, startAfter: job.runAt }]);
    });
  }
}

/** Cancels a post's job and the jobs scheduled with it, as long as none has started; the post becomes a draft again. */
export async function cancelPostJob(store: Store, { id, jobId }: { id: number; jobId: number }) {
  const job = found(await db().publishJob.findFirst({ where: { id: jobId, postId: id, storeId: store.id }, select: { id: true, batch: true } }));
  const batch = { storeId: store.id, ...(job.batch ? { batch: job.batch } : { id: job.id }) };
  const queued = await db().publishJob.findMany({ where: { ...batch, status: "SCHEDULED" }, select: { queueJobId: true } });
  const cancelled = await db().$transaction(async (tx) => {
    const { count } = await tx.publishJob.updateMany({ where: { ...batch, status: "SCHEDULED" }, data: { status: "CANCELLED" } });
    if (count) await tx.post.update({ where: { id, storeId: store.id }, data: { status: "draft" } });
    return count;
  });
  if (!cancelled) throw notCancellable.error(socialMessages(store.language, "notCancellable"));
  // The rows' status is what counts (a worker's claim finds them cancelled); the queue's jobs go for tidiness.
  const ids = queued.flatMap((row) => (row.queueJobId ? [row.queueJobId] : []));
  if (ids.length) await boss().cancel(QUEUES.socialPublish, ids);
  return { message: socialMessages(store.language, "cancelled") };
}
