import { z } from "zod";
import { managementListSchema } from "../core/envelopes";
import { recordId } from "../core/ids";
import { pageQuery } from "../core/paging";

// The audit log as `GET /audit-log` answers it, newest first, a page at a time.

/** The audit log's filters: a person (`owner_id`), a record (`entity`, and its `entity_id`). */
export const auditLogQuery = pageQuery(50).extend({
  owner_id: recordId.optional(),
  entity: z.string().trim().min(1).max(60).optional(),
  entity_id: recordId.optional(),
});
export type AuditLogFilters = Omit<z.infer<typeof auditLogQuery>, "page" | "per_page">;

export const auditEntry = z.strictObject({
  id: z.number().int(),
  /** The route that wrote, as `PUT /api/products/{id}`. */
  action: z.string(),
  entity: z.string().nullable(),
  entity_id: z.number().int().nullable(),
  /** What was sent, secrets replaced. */
  changes: z.unknown(),
  /** Who: their id while their account exists, their name then, their e-mail as it was. */
  owner_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogResponse = managementListSchema(auditEntry);
