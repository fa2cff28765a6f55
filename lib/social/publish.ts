import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { fieldError, refusal, unprocessable } from "../core/errors";
import { db } from "../db/client";
import type { PublishTarget, Store } from "../db/generated/client";
import { env } from "../env";
import { isoSeconds, sqlDateTime, zonedTimeToUtc, type WallTime } from "../format/dates";
import { enqueue, QUEUES } from "../jobs/queue";
import { socialMessages } from "./messages";
import { attemptJob, claimJob, settle, type Attempt } from "./run-job";
import type { facebookPublishInput, facebookScheduleInput, instagramPublishInput, instagramScheduleInput } from "./schemas";

// Publishing to the store's Facebook pages and Instagram accounts, now or at a time of the store's
// time zone. Every check runs in the order a client can act on: the input (422, a date in the past
// included), the platform's Meta app (503), the store's connected accounts (409, then 422 for a
// page that is not one of them). Either way one job per page is recorded: publishing now runs
// them at once, each page's outcome apart; scheduling queues them (pg-boss, in the same
// transaction) for the publishing worker (lib/social/scheduled.ts).

export const facebookNotConfigured = refusal(
  "service_unavailable",
  "The platform has no Meta app (FACEBOOK_APP_ID, FACEBOOK_APP_SECRET): nothing can be published to Facebook or Instagram",
);
export const nothingConnected = refusal(
  "conflict",
  "The store has no connected Facebook page (or, for Instagram, none linked to an Instagram business account): connect one first",
);

const YEAR_MS = 365 * 86_400_000;

/** The instant a publish date names in the store's time zone: in the future, within a year, or a 422 on `field`. */
function scheduledInstant(store: Store, { wall, field }: { wall: WallTime; field: string }): Date {
  const runAt = zonedTimeToUtc(wall, store.timezone);
  const now = new Date();
  if (runAt <= now) {
    throw fieldError(field, socialMessages(store.language, "pastDate", { now: sqlDateTime(now, store.timezone).slice(0, 16), timezone: store.timezone }));
  }
  if (runAt.getTime() > now.getTime() + YEAR_MS) throw fieldError(field, socialMessages(store.language, "tooFar"));
  return runAt;
}

function requireFacebookApp(store: Store): void {
  if (!env().FACEBOOK_APP_ID) throw facebookNotConfigured.error(socialMessages(store.language, "notConfigured"));
}

/** The store's pages that `pageIds` name, in that order: none connected is a 409, one that is not the store's a 422 on its place in `field`. */
async function facebookPages(store: Store, { pageIds, field }: { pageIds: string[]; field: string }) {
  const pages = await db().facebookPage.findMany({ where: { storeId: store.id }, select: { id: true, pageId: true } });
  if (!pages.length) throw nothingConnected.error(socialMessages(store.language, "noFacebookPage"));
  const byId = new Map(pages.map((page) => [page.pageId, page]));
  const unknown = pageIds.flatMap((pageId, at) => (byId.has(pageId) ? [] : [`${field}.${at}`]));
  if (unknown.length) {
    const message = socialMessages(store.language, "pageNotConnected");
    throw unprocessable(message, Object.fromEntries(unknown.map((place) => [place, [message]])));
  }
  return pageIds.map((pageId) => byId.get(pageId)!);
}

/** The store's pages linked to an Instagram business account: none is a 409. */
async function instagramAccounts(store: Store) {
  const pages = await db().facebookPage.findMany({
    where: { storeId: store.id, instagramAccountId: { not: null } },
    select: { id: true, pageId: true },
    orderBy: { id: "asc" },
  });
  if (!pages.length) throw nothingConnected.error(socialMessages(store.language, "noInstagramAccount"));
  return pages;
}

type Page = { id: number; pageId: string };
type PostInput = { caption: string; imageUrl?: string };
type Publishing = { target: PublishTarget; pages: Page[]; post: PostInput };

/** One job per page, sharing a batch, queued for `runAt` in the same transaction; what both networks answer of it: the first page's job, the zone used. */
async function schedule(store: Store, { target, pages, post, runAt }: Publishing & { runAt: Date }) {
  const batch = randomUUID();
  const jobs = await db().$transaction(async (tx) => {
    const created = await tx.publishJob.createManyAndReturn({
      data: pages.map((page) => ({ ...jobOf(store, { target, page, post, runAt }), batch, queueJobId: randomUUID() })),
      select: { id: true, facebookPageId: true, queueJobId: true },
    });
    await enqueue(
      tx,
      QUEUES.socialPublish,
      created.map((job) => ({ id: job.queueJobId!, data: { storeId: store.id, publishJobId: job.id }, startAfter: runAt })),
    );
    return created;
  });
  return {
    message: socialMessages(store.language, "scheduled"),
    job_id: jobs.find((job) => job.facebookPageId === pages[0]!.id)!.id,
    timezone_used: store.timezone,
  };
}

function jobOf(store: Store, { target, page, post, runAt }: { target: PublishTarget; page: Page; post: PostInput; runAt: Date }) {
  return { storeId: store.id, facebookPageId: page.id, target, caption: post.caption, imageUrl: post.imageUrl ?? null, runAt };
}

/**
 * Publishes on each page at once, side by side: one job each, sharing a batch as scheduled ones do
 * (so a post linked to one job follows them all), kept with its outcome.
 */
async function publishNow(store: Store, { target, pages, post }: Publishing): Promise<{ page: Page; jobId: number; attempt: Attempt }[]> {
  const batch = randomUUID();
  const jobs = await db().publishJob.createManyAndReturn({
    data: pages.map((page) => ({ ...jobOf(store, { target, page, post, runAt: new Date() }), batch })),
    select: { id: true },
  });
  return Promise.all(
    jobs.map(async (job, at) => {
      const attempt = await attemptJob((await claimJob(store.id, job.id))!);
      if (!attempt.ok) await settle({ id: job.id, postId: null }, { status: "FAILED", lastError: attempt.error.message });
      return { page: pages[at]!, jobId: job.id, attempt };
    }),
  );
}

/** Each page's outcome. */
export async function publishToFacebook(store: Store, input: z.output<typeof facebookPublishInput>) {
  requireFacebookApp(store);
  const pages = await facebookPages(store, { pageIds: input.page_id, field: "page_id" });
  const outcomes = await publishNow(store, { target: "FACEBOOK", pages, post: input });
  const message = socialMessages(store.language, "published");
  return outcomes.map(({ page, jobId, attempt }) =>
    attempt.ok
      ? { page_id: page.pageId, success: true as const, url: attempt.published.url, post_id: attempt.published.externalId, message, job_id: jobId }
      : { page_id: page.pageId, success: false as const, error: { message: attempt.error.message }, job_id: jobId },
  );
}

export async function scheduleOnFacebook(store: Store, input: z.output<typeof facebookScheduleInput>) {
  const runAt = scheduledInstant(store, { wall: input.datePublish, field: "datePublish" });
  requireFacebookApp(store);
  const pages = await facebookPages(store, { pageIds: input.pageId, field: "pageId" });
  return { ...(await schedule(store, { target: "FACEBOOK", pages, post: input, runAt })), execution_time_utc: isoSeconds(runAt) };
}

/** Each account's outcome; its `page_id`: the Facebook page the Instagram account is linked to, as jobs show it. */
export async function publishToInstagram(store: Store, input: z.output<typeof instagramPublishInput>) {
  requireFacebookApp(store);
  const outcomes = await publishNow(store, { target: "INSTAGRAM", pages: await instagramAccounts(store), post: input });
  const message = socialMessages(store.language, "published");
  return outcomes.map(({ page, jobId, attempt }) => ({
    page_id: page.pageId,
    success: attempt.ok,
    post_id: attempt.ok ? attempt.published.externalId : null,
    message: attempt.ok ? message : null,
    error: attempt.ok ? null : { message: attempt.error.message },
    job_id: jobId,
  }));
}

export async function scheduleOnInstagram(store: Store, input: z.output<typeof instagramScheduleInput>) {
  const runAt = scheduledInstant(store, { wall: input.datePublish, field: "datePublish" });
  requireFacebookApp(store);
  const pages = await instagramAccounts(store);
  // Instagram's answer writes the instant in UTC as SQL, as documented.
  return { ...(await schedule(store, { target: "INSTAGRAM", pages, post: input, runAt })), execution_time_utc: sqlDateTime(runAt) };
}
