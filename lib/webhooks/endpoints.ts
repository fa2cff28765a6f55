import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import { skipTake, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store, WebhookDelivery, WebhookEndpoint } from "../db/generated/client";
import { storeRecords } from "../db/store-records";
import { isoMicros, stampsOf } from "../format/dates";
import { env } from "../env";
import { urlProblem } from "../outbound/address";
import { enqueueDeliveries } from "./events";
import { webhookMessages } from "./messages";
import type { deliveryRecord, WebhookInput, webhookRecord, WebhookPatch, WebhookTopic } from "./schemas";

// The store's webhook endpoints and their delivery logs. An endpoint's secret is made here and
// shown once, in the answer of its create (as Stripe and Shopify do): the reads never give it.

function serialize(row: WebhookEndpoint): z.infer<typeof webhookRecord> {
  return { id: row.id, url: row.url, topics: row.topics as WebhookTopic[], ...stampsOf(row) };
}

const endpoints = storeRecords("webhookEndpoint", {
  orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  notFound: (language) => webhookMessages(language, "notFound"),
  serialize,
});
export const webhookNotFound = endpoints.notFound;
export const deliveryNotFound = refusal("not_found", "The delivery is not one of the webhook's");

/** An https URL on a public address, unless WEBHOOK_ALLOW_PRIVATE; a 422 on `url` else. */
function checkedUrl(store: Store, given: string): string {
  const problem = urlProblem(new URL(given), { allowPrivate: env().WEBHOOK_ALLOW_PRIVATE });
  if (problem) throw fieldError("url", webhookMessages(store.language, problem));
  return given;
}

export function listWebhooks(store: Store, input: { page: Page }) {
  return endpoints.list(store, { page: input.page });
}

export const webhook = endpoints.read;

export async function createWebhook(store: Store, input: { fields: WebhookInput }) {
  const secret = randomBytes(32).toString("base64url");
  const url = checkedUrl(store, input.fields.url);
  const created = await endpoints.create(store, { data: () => ({ storeId: store.id, url, topics: input.fields.topics, secret }) });
  return { ...created, secret };
}

export function updateWebhook(store: Store, input: { id: number; patch: WebhookPatch }) {
  const { url, topics } = input.patch;
  return endpoints.update(store, { id: input.id, data: () => ({ url: url === undefined ? undefined : checkedUrl(store, url), topics }) });
}

export async function deleteWebhook(store: Store, input: { id: number }) {
  await endpoints.remove(store, { id: input.id });
}

const STATUS = { PENDING: "pending", DELIVERED: "delivered", FAILED: "failed" } as const;

function serializeDelivery(row: WebhookDelivery): z.infer<typeof deliveryRecord> {
  return {
    id: row.id,
    webhook_id: row.eventId,
    topic: row.topic as WebhookTopic,
    status: STATUS[row.status as keyof typeof STATUS],
    attempts: row.attempts,
    response_code: row.responseCode,
    error: row.lastError,
    created_at: isoMicros(row.createdAt),
    attempted_at: row.attemptedAt && isoMicros(row.attemptedAt),
  };
}

/** An endpoint's deliveries, newest first. */
export async function listDeliveries(store: Store, input: { id: number; page: Page }) {
  await endpoints.assertExists(store, { id: input.id });
  const where = { endpointId: input.id };
  const [rows, total] = await Promise.all([
    db().webhookDelivery.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...skipTake(input.page) }),
    db().webhookDelivery.count({ where }),
  ]);
  return { rows: rows.map(serializeDelivery), total };
}

/** The delivery sent again, with its event's id (the receiver's dedupe key) and body, as a new series of tries. */
export async function redeliver(store: Store, input: { id: number; deliveryId: number }) {
  await endpoints.assertExists(store, { id: input.id });
  return db().$transaction(async (tx) => {
    const reset = await tx.webhookDelivery.updateMany({ where: { id: input.deliveryId, endpointId: input.id }, data: { status: "PENDING", attempts: 0 } });
    if (!reset.count) throw deliveryNotFound.error(webhookMessages(store.language, "deliveryNotFound"));
    await enqueueDeliveries(tx, [input.deliveryId]);
    return serializeDelivery(await tx.webhookDelivery.findUniqueOrThrow({ where: { id: input.deliveryId } }));
  });
}
