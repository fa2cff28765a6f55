import { db } from "../db/client";
import type { Store } from "../db/generated/client";

// The audit log: every write an owner makes through the administration API, who, what and when,
// recorded by the route wrapper after the write succeeded (lib/api/route.ts, step 6), so that no
// route can forget it. What was sent is kept with its secrets replaced.

export type WriteRecord = {
  ownerId: number;
  /** Who wrote, as the log keeps naming them once their account is gone. */
  actorEmail: string;
  /** The route that wrote, as `PUT /api/products/{id}`. */
  action: string;
  entity: string | null;
  entityId: number | null;
  /** The body as the route parsed it. */
  changes: unknown;
};

/** Field names whose values are never kept: passwords, gateway and social credentials, tokens. */
const SECRET = /password|secret|token|credential|api_?key|private|store_?key|webhook/i;
const REDACTED = "[redacted]";

/** `value` as it can be kept: secrets replaced, files described, nothing else changed. */
export function redact(value: unknown, key = ""): unknown {
  if (SECRET.test(key) && value !== null && value !== undefined && value !== "") return REDACTED;
  if (value instanceof File) return { file: value.name, type: value.type, size: value.size };
  if (Array.isArray(value)) return value.map((item) => redact(item));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k)]));
  return value;
}

export async function recordWrite(store: Store, write: WriteRecord): Promise<void> {
  await db().auditLog.create({
    data: {
      storeId: store.id,
      ownerId: write.ownerId,
      actorEmail: write.actorEmail,
      action: write.action,
      entity: write.entity,
      entityId: write.entityId,
      changes: (redact(write.changes ?? {}) ?? {}) as object,
    },
  });
}
