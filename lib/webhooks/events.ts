import { createHmac, randomUUID } from "node:crypto";
import { db, type Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { enqueue, QUEUES } from "../jobs/queue";
import { logger } from "../log";
import { env } from "../env";
import { requestChecked } from "../outbound/request";
import { webhookMessages } from "./messages";
import type { WebhookTopic } from "./schemas";

// The store's events for its webhook endpoints, as an outbox: the transaction that makes an event
// (an order placed, a product changed) writes one delivery row per endpoint subscribed to its topic
// and the job that sends it, so both exist exactly when the event committed, and a process killed
// right after is no event lost (the job waits in the database for the next worker). A failed
// try is thrown back to pg-boss, which tries again with doubling delays (as scheduled posts do,
// lib/social/scheduled.ts), 8 tries over about a day from WEBHOOK_RETRY_DELAY_SECONDS.

/** Tries in all of a delivery (pg-boss's retryLimit is this less one). */
export const MAX_ATTEMPTS = 8;
const TIMEOUT_MS = 10_000;

/** Called by the domain inside the transaction that makes the event: `payload` is the record as the API shapes it. */
export async function recordEvent(tx: Tx, store: Pick<Store, "id">, topic: WebhookTopic, payload: unknown): Promise<void> {
  const endpoints = await tx.webhookEndpoint.findMany({ where: { storeId: store.id, topics: { has: topic } }, select: { id: true } });
  if (!endpoints.length) return;
  const eventId = randomUUID();
  const rows = await tx.webhookDelivery.createManyAndReturn({
    data: endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId, topic, payload: payload as Prisma.InputJsonValue })),
    select: { id: true },
  });
  await enqueueDeliveries(
    tx,
    rows.map((row) => row.id),
  );
}

export function enqueueDeliveries(tx: Tx, deliveryIds: number[]): Promise<void> {
  return enqueue(
    tx,
    QUEUES.webhookDelivery,
    deliveryIds.map((deliveryId) => ({ data: { deliveryId } })),
  );
}

/** The receiver's check: base64 HMAC-SHA256 of the raw body under the endpoint's secret. */
export const signature = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("base64");

type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** One POST, to the address checked now, redirects not followed (a 3xx is a failure), 10 s at most. */
async function post(url: URL, headers: Record<string, string>, body: string, language: string): Promise<Outcome> {
  const answer = await requestChecked(url, {
    reach: { allowPrivate: env().WEBHOOK_ALLOW_PRIVATE },
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body).toString(), ...headers },
    body,
    timeoutMs: TIMEOUT_MS,
  });
  if ("problem" in answer) return { ok: false, status: null, error: webhookMessages(language, answer.problem) };
  if ("error" in answer) return { ok: false, status: null, error: answer.error };
  answer.response.resume();
  const status = answer.response.statusCode ?? 0;
  return status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `HTTP ${status}` };
}

/** One try of a delivery (the worker's job); a failure is thrown for pg-boss's retry until the last try. */
export async function deliver({ deliveryId }: { deliveryId: number }): Promise<void> {
  const claimed = await db().webhookDelivery.updateMany({ where: { id: deliveryId, status: { not: "DELIVERED" } }, data: { attempts: { increment: 1 } } });
  if (!claimed.count) return;
  const delivery = await db().webhookDelivery.findUniqueOrThrow({
    where: { id: deliveryId },
    include: { endpoint: { select: { url: true, secret: true, storeId: true, store: { select: { language: true } } } } },
  });
  const { endpoint } = delivery;
  const body = JSON.stringify(delivery.payload);
  const outcome = await post(
    new URL(endpoint.url),
    {
      "x-commerce-topic": delivery.topic,
      "x-commerce-store": String(endpoint.storeId),
      "x-commerce-webhook-id": delivery.eventId,
      "x-commerce-hmac-sha256": signature(endpoint.secret, body),
    },
    body,
    endpoint.store.language,
  );
  const last = delivery.attempts >= MAX_ATTEMPTS;
  await db().webhookDelivery.update({
    where: { id: deliveryId },
    data: {
      status: outcome.ok ? "DELIVERED" : last ? "FAILED" : "PENDING",
      responseCode: outcome.status,
      lastError: outcome.ok ? null : outcome.error,
      attemptedAt: new Date(),
    },
  });
  if (outcome.ok) return;
  logger.warn({ store_id: endpoint.storeId, delivery_id: deliveryId, attempt: delivery.attempts, error: outcome.error }, "webhook delivery failed");
  if (!last) throw new Error(outcome.error);
}
