import { fromPrisma, PgBoss, type JobInsert } from "pg-boss";
import { env } from "../env";
import { pool, type Tx } from "../db/client";
import { logger } from "../log";

// Background jobs in PostgreSQL with pg-boss, on the app's own database and connection pool (one
// connection on the embedded database, which serves one session: pg-boss's own pool would
// interleave with the app's there). A job is written by the transaction that needs it (an order
// and its e-mails, its payment hold), so it exists exactly when that transaction committed, and
// outlives the process: any instance's worker takes it, one at a time (pg-boss claims a job with
// SKIP LOCKED), and retries it when its worker died.

export const QUEUES = {
  /** An online order unpaid after PAYMENT_HOLD_MINUTES is cancelled and its stock given back. */
  paymentHold: "payment-hold-expiry",
  /** One e-mail about an order, sent through SMTP_URL. */
  email: "send-email",
  /** A forgotten password asked for an address: the code or link made, if an account has it (lib/passwords). */
  passwordReset: "password-reset-request",
  /** One e-mail about an account (a forgotten password's code or link), sent through SMTP_URL. */
  accountEmail: "send-account-email",
  /** A scheduled social post (lib/social/scheduled.ts), due at its publish date. */
  socialPublish: "social-publish",
  /** The e-mail of a staff invitation, its link made when it is written (lib/staff/invitations.ts). */
  staffInvitation: "staff-invitation",
  /** Every few minutes: custom domains' TXT records looked up again (lib/domains/recheck.ts). */
  domainRecheck: "domain-recheck",
  /** One webhook delivery (lib/webhooks), its row written beside the event that made it. */
  webhookDelivery: "webhook-delivery",
  /** A product import (lib/imports): the file the owner sent, read and written product by product. */
  productImport: "product-import",
  /** Every few minutes: signed-in shoppers' carts left behind found, and their e-mails written (lib/cart/abandoned.ts). */
  abandonedCarts: "abandoned-carts",
  /** The e-mail of one cart left behind, to its shopper. */
  cartReminder: "cart-reminder-email",
} as const;

export type EmailTemplate =
  | "orderConfirmation"
  | "newOrder"
  | "paymentConfirmation"
  | "orderShipped"
  | "orderDelivered"
  | "orderCancelled"
  | "refund"
  | "returnRequested"
  | "returnApproved"
  | "returnRejected"
  | "returnReceived";
/** A shopper's code or an owner's link; the secret sealed under APP_SECRET, as the job sits in the database until sent. */
export type AccountEmail = { template: "customerResetCode" | "ownerResetLink"; storeId: number; accountId: number; sealedSecret: string; link?: string };
/** An address someone says has forgotten its password, with or without an account: the job finds out, the request does not. */
export type PasswordResetRequest = { kind: "customer"; storeId: number; email: string } | { kind: "owner"; email: string; link: string };
export type JobData = {
  [QUEUES.paymentHold]: { storeId: number; orderId: number };
  /**
   * One e-mail, to one recipient: the order's customer, or `ownerId`, one of the store's people (a
   * new order). `refundId` names the refund a `refund` e-mail tells of, `returnId` the return a
   * `return…` one does, `note` the store's word with that step.
   */
  [QUEUES.email]: { template: EmailTemplate; storeId: number; orderId: number; ownerId?: number; refundId?: number; returnId?: number; note?: string };
  [QUEUES.passwordReset]: PasswordResetRequest;
  [QUEUES.accountEmail]: AccountEmail;
  [QUEUES.socialPublish]: { storeId: number; publishJobId: number };
  [QUEUES.domainRecheck]: object;
  [QUEUES.staffInvitation]: { storeId: number; personId: number; invitedById: number; platformOrigin: string };
  [QUEUES.webhookDelivery]: { deliveryId: number };
  [QUEUES.productImport]: { storeId: number; importId: number; platformOrigin: string };
  [QUEUES.abandonedCarts]: object;
  [QUEUES.cartReminder]: { storeId: number; reminderId: number };
};
type QueueName = keyof JobData;

// One per process, beside the pool (lib/db/client.ts says why both copies of lib/ share it).
const processWide = globalThis as unknown as { commerceBoss?: PgBoss };

export function boss(): PgBoss {
  if (!processWide.commerceBoss) {
    const database = { executeSql: (text: string, values?: unknown[]) => pool().query(text, values) };
    const created = new PgBoss({ db: database, schema: "pgboss", backend: env().DATABASE_EMBEDDED ? "pglite" : "postgres" });
    created.on("error", (error) => logger.error({ err: error }, "job queue error"));
    processWide.commerceBoss = created;
  }
  return processWide.commerceBoss;
}

/** Jobs of one queue, written by the caller's transaction. */
export async function enqueue<N extends QueueName>(tx: Tx, name: N, jobs: (JobInsert<JobData[N]> & { data: JobData[N] })[]): Promise<void> {
  if (jobs.length) await boss().insert(name, jobs, { db: fromPrisma(tx) });
}
