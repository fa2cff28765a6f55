import { db } from "../db/client";
import { env } from "../env";
import { logger } from "../log";
import { checkoutMessages } from "../checkout/messages";
import { releaseUnpaidOrder } from "../checkout/release-order";
import { sendOrderEmail } from "../notifications/order-emails";
import { issueCustomerCode } from "../passwords/customer-passwords";
import { sendAccountEmail } from "../passwords/emails";
import { issueOwnerLink } from "../passwords/owner-passwords";
import { RECHECK_CRON, recheckDomains } from "../domains/recheck";
import { ABANDONED_CART_CRON, remindAbandonedCarts, sendCartReminder } from "../cart/abandoned";
import { queueOrphanJobs, runScheduledJob } from "../social/scheduled";
import { sendInvitationEmail } from "../staff/invitations";
import { runProductImport } from "../imports/import-products";
import { deliver, MAX_ATTEMPTS as WEBHOOK_ATTEMPTS } from "../webhooks/events";
import type { Queue } from "pg-boss";
import { boss, QUEUES, type JobData } from "./queue";

// The queues and their workers: scripts/serve.ts starts the queues in every instance, which write
// jobs, and their workers beside the server unless JOB_WORKERS_IN_APP=false; scripts/worker.ts
// (`npm run worker`) runs the workers alone. Every worker works every queue, and pg-boss hands
// each job to one of them.

/**
 * A job's worker proves it is alive this often; a job whose worker was killed (a deploy, a crash)
 * is failed by the supervisor and retried after this instead of pg-boss's 15-minute expiry, while
 * a slow but live worker (a 10 s webhook, a big import) is never taken for dead.
 */
const HEARTBEAT_SECONDS = 30;

/** A queue as this code wants it: made on a new database, brought up to date on an older one (createQueue leaves an existing queue as it was). */
async function ensureQueue(
  name: string,
  options: Pick<Queue, "policy" | "retryLimit" | "retryDelay" | "retryBackoff" | "deleteAfterSeconds"> = {},
): Promise<void> {
  const jobs = boss();
  const { policy, ...settings } = { ...options, heartbeatSeconds: HEARTBEAT_SECONDS };
  await jobs.createQueue(name, { policy, ...settings });
  await jobs.updateQueue(name, settings);
}

export async function startJobs({ work }: { work: boolean }): Promise<void> {
  const jobs = boss();
  await jobs.start();
  // A failed e-mail is tried again with growing delays, for a mail server down a few minutes.
  await ensureQueue(QUEUES.email, { retryLimit: 8, retryDelay: 5, retryBackoff: true });
  // A code lives 15 minutes: past a few tries it would come too late to use.
  // Its addresses, typed by anyone, are not kept the week pg-boss keeps a done job by default.
  await ensureQueue(QUEUES.passwordReset, { retryLimit: 4, retryDelay: 5, retryBackoff: true, deleteAfterSeconds: 60 * 60 });
  await ensureQueue(QUEUES.accountEmail, { retryLimit: 4, retryDelay: 5, retryBackoff: true });
  await ensureQueue(QUEUES.staffInvitation, { retryLimit: 8, retryDelay: 5, retryBackoff: true });
  await ensureQueue(QUEUES.paymentHold, { retryLimit: 10, retryDelay: 10, retryBackoff: true });
  // A scheduled post: 3 tries in all for Graph's transient errors (lib/social/scheduled.ts).
  await ensureQueue(QUEUES.socialPublish, { retryLimit: 2, retryDelay: env().SOCIAL_RETRY_DELAY_SECONDS, retryBackoff: true });
  // A receiver down for a while: 8 tries over about a day (lib/webhooks/events.ts).
  await ensureQueue(QUEUES.webhookDelivery, { retryLimit: WEBHOOK_ATTEMPTS - 1, retryDelay: env().WEBHOOK_RETRY_DELAY_SECONDS, retryBackoff: true });
  // An import's own failures are recorded on it (lib/imports); a retry is for a worker that died mid-file, and starts it again.
  await ensureQueue(QUEUES.productImport, { retryLimit: 1 });
  // One run queued or running at a time, whatever the instances: a slow run is not piled on.
  await ensureQueue(QUEUES.domainRecheck, { policy: "exclusive" });
  await jobs.schedule(QUEUES.domainRecheck, RECHECK_CRON);
  await ensureQueue(QUEUES.abandonedCarts, { policy: "exclusive" });
  await jobs.schedule(QUEUES.abandonedCarts, ABANDONED_CART_CRON);
  await ensureQueue(QUEUES.cartReminder, { retryLimit: 8, retryDelay: 5, retryBackoff: true });
  await queueOrphanJobs();
  if (!work) return;
  const each = <N extends keyof JobData>(queue: N, handle: (data: JobData[N]) => Promise<unknown>) =>
    jobs.work<JobData[N]>(queue, { pollingIntervalSeconds: env().JOB_POLLING_SECONDS }, async (batch) => {
      for (const { data } of batch) await handle(data);
    });
  await each(QUEUES.domainRecheck, () => recheckDomains());
  await each(QUEUES.abandonedCarts, () => remindAbandonedCarts());
  await each(QUEUES.cartReminder, sendCartReminder);
  await each(QUEUES.socialPublish, runScheduledJob);
  await each(QUEUES.paymentHold, expireHold);
  await each(QUEUES.staffInvitation, sendInvitationEmail);
  await each(QUEUES.email, sendEmail);
  await each(QUEUES.webhookDelivery, deliver);
  await each(QUEUES.productImport, runProductImport);
  await each(QUEUES.passwordReset, issueResetSecret);
  await each(QUEUES.accountEmail, sendAccountEmail);
}

export async function stopJobs(): Promise<void> {
  await boss().stop({ graceful: true, timeout: 5_000 });
}

/** The hold's end: cancelled if still unpaid, once, whichever instance (or retry) runs it. */
async function expireHold({ storeId, orderId }: JobData[typeof QUEUES.paymentHold]) {
  const store = await db().store.findUnique({ where: { id: storeId } });
  if (!store) return;
  const cancelled = await releaseUnpaidOrder(store, { orderId, message: checkoutMessages(store.language, "holdExpired") });
  if (cancelled) logger.info({ store_id: storeId, order_id: orderId }, "unpaid order cancelled: payment hold expired");
}

/** A forgotten password's code or link, for the account with the address if there is one; none once a shopper's store is gone. */
async function issueResetSecret(request: JobData[typeof QUEUES.passwordReset]) {
  if (request.kind === "owner") return issueOwnerLink(request);
  const store = await db().store.findUnique({ where: { id: request.storeId } });
  if (store) await issueCustomerCode(store, request);
}

/** An e-mail about an order, written from the order as it stands now; none once the store is gone. */
async function sendEmail({ storeId, ...email }: JobData[typeof QUEUES.email]) {
  const store = await db().store.findUnique({ where: { id: storeId } });
  if (store) await sendOrderEmail(store, email);
}
