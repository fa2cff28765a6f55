import { createHash } from "node:crypto";
import { DomainError, ERROR_STATUS, refusal, type ErrorCode } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { checkoutMessages } from "./messages";

// The Idempotency-Key of /make-payment, as Stripe's API has it: the first answer to a key is kept
// 24 hours and given again to the same request (same body and currency), without a second order
// or charge; the key with another request is refused. Keys belong to a store's customer. The key
// is claimed by inserting its row inside the order's own transaction: a concurrent request with
// the same key waits on the unique index until the first commits (then answers its answer) or
// rolls back (then goes on itself), and a process that dies mid-order leaves no claim behind.

export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const idempotencyKeyReused = refusal(
  "unprocessable",
  "The Idempotency-Key was used with another request (body or currency) in the last 24 hours: nothing is done",
);
export const idempotencyKeyInProgress = refusal(
  "conflict",
  "The first request with this Idempotency-Key is still starting its payment (an online provider): nothing is done; try again",
);

export type KeyedRequest = { storeId: number; customerId: number; key: string; requestHash: string };

/** The request as a key is compared by: its body, keys sorted, and the currency it is priced in. */
export function requestHash(body: unknown, currency: string): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  return createHash("sha256")
    .update(JSON.stringify([sorted(body), currency]))
    .digest("hex");
}

const whereKey = (keyed: KeyedRequest) => ({ storeId_customerId_key: { storeId: keyed.storeId, customerId: keyed.customerId, key: keyed.key } });

/**
 * The answer kept for the key: undefined when there is none (or it expired); the kept refusal is
 * thrown again, and so are the refusals of another request with the key or of one still running.
 */
export async function keptAnswer(keyed: KeyedRequest, language: string): Promise<unknown> {
  const row = await db().idempotencyKey.findUnique({ where: whereKey(keyed), select: { requestHash: true, status: true, answer: true, expiresAt: true } });
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  if (row.requestHash !== keyed.requestHash) throw idempotencyKeyReused.error(checkoutMessages(language, "keyReused"));
  if (row.status === null) throw idempotencyKeyInProgress.error(checkoutMessages(language, "keyInProgress"));
  if (row.status < 400) return row.answer;
  const kept = row.answer as { message: string; errors?: Record<string, string[]> };
  const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((c) => ERROR_STATUS[c] === row.status) ?? "unprocessable";
  throw new DomainError(code, kept.message, kept.errors);
}

/** Claims the key in the order's transaction; false when another request holds it (committed). */
export async function claimKey(tx: Tx, keyed: KeyedRequest): Promise<boolean> {
  const expiresAt = new Date(Date.now() + KEY_LIFETIME_MS);
  // An expired key starts over.
  await tx.idempotencyKey.deleteMany({ where: { ...whereKey(keyed).storeId_customerId_key, expiresAt: { lte: new Date() } } });
  const claimed = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO idempotency_keys (store_id, customer_id, key, request_hash, expires_at)
    VALUES (${keyed.storeId}, ${keyed.customerId}, ${keyed.key}, ${keyed.requestHash}, ${expiresAt})
    ON CONFLICT (store_id, customer_id, key) DO NOTHING RETURNING id`;
  return claimed.length === 1;
}

/** What the claimed key answers: the order it made, and its answer once known. */
export async function keepAnswer(keyed: KeyedRequest, kept: { orderId?: number; status?: number; answer?: unknown }, tx: Tx = db()): Promise<void> {
  await tx.idempotencyKey.update({
    where: whereKey(keyed),
    data: { orderId: kept.orderId, status: kept.status, answer: kept.answer === undefined ? undefined : (kept.answer as Prisma.InputJsonValue) },
  });
}

/** A refusal as the key's answer, unless another request with the key answered first. */
export async function keepRefusal(keyed: KeyedRequest, error: DomainError): Promise<void> {
  const expiresAt = new Date(Date.now() + KEY_LIFETIME_MS);
  await db().$executeRaw`
    INSERT INTO idempotency_keys (store_id, customer_id, key, request_hash, status, answer, expires_at)
    VALUES (${keyed.storeId}, ${keyed.customerId}, ${keyed.key}, ${keyed.requestHash}, ${error.status}, ${JSON.stringify(error.body())}::jsonb, ${expiresAt})
    ON CONFLICT (store_id, customer_id, key) DO NOTHING`;
}

/**
 * The CMI form /make-payment answered for the customer's order `orderCode`, as its key kept it: the
 * storefront's page that posts it to CMI is rendered from it, so it works without scripts, and no
 * second form is signed for the order (CMI's `rnd` makes each form one of a kind). Null when no kept
 * answer holds it (the request named no key, or the key expired).
 */
export async function keptCmiForm(store: Store, input: { customerId: number; orderCode: string }) {
  const row = await db().idempotencyKey.findFirst({
    where: {
      storeId: store.id,
      customerId: input.customerId,
      status: 200,
      expiresAt: { gt: new Date() },
      answer: { path: ["form_data", "oid"], equals: input.orderCode },
    },
    orderBy: { id: "desc" },
    select: { answer: true },
  });
  const answer = row?.answer as { provider?: string; gateway_url?: string; form_data?: Record<string, string> } | undefined;
  return answer?.provider === "cmi" && answer.gateway_url && answer.form_data ? { gateway_url: answer.gateway_url, form_data: answer.form_data } : null;
}
