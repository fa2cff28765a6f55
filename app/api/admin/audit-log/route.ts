import { envelopeD, success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { listAuditLog } from "@/lib/audit/audit-log";
import { auditLogQuery, auditLogResponse } from "@/lib/audit/schemas";
import { pageOf } from "@/lib/core/paging";

export const GET = adminRoute(
  {
    permission: "audit",
    summary: "Who wrote what and when in the store, newest first, of one person (`owner_id`) or one record (`entity`, `entity_id`) when asked (shape D)",
    query: auditLogQuery,
    response: auditLogResponse,
  },
  async ({ store, query, origin }) => {
    const { page, per_page, ...filters } = query;
    const at = pageOf({ page, per_page });
    const { rows, total } = await listAuditLog(store, { page: at, filters });
    return { ...success(rows), ...envelopeD(at, total, `${origin}/api/audit-log`, filters) };
  },
);
