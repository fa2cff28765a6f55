import { skipTake, type Listed, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { isoMicros } from "../format/dates";
import type { AuditEntry, AuditLogFilters } from "./schemas";

/** A page of the store's audit log, newest first, of one person or one record when asked. */
export async function listAuditLog(store: Store, input: { page: Page; filters: AuditLogFilters }): Promise<Listed<AuditEntry>> {
  const { owner_id, entity, entity_id } = input.filters;
  const where = { storeId: store.id, ownerId: owner_id, entity, entityId: entity_id };
  const [rows, total] = await Promise.all([
    db().auditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { owner: { select: { name: true } } },
      ...skipTake(input.page),
    }),
    db().auditLog.count({ where }),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      changes: row.changes,
      owner_id: row.ownerId,
      actor_name: row.owner?.name ?? null,
      actor_email: row.actorEmail,
      created_at: isoMicros(row.createdAt),
    })),
    total,
  };
}
