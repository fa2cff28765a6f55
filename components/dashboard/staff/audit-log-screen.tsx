"use client";

import { useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "@/lib/audit/schemas";
import { api, type ListPage } from "@/lib/dashboard/api-client";
import { formatDateTime } from "@/lib/dashboard/format";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { staffScreenMessages } from "@/lib/dashboard/messages/staff";
import { queryKeys } from "@/lib/dashboard/query-keys";
import type { StaffRecord } from "@/lib/staff/schemas";
import { useLanguage, useMessages } from "../language";
import { PagedResults, usePagedList } from "../paged-list";
import { RecordTable, tdClass } from "../record-table";
import { FilterSelect, SearchFilter } from "../ui/fields";
import { Card, PageHeader } from "../ui/layout";

/** The store's audit log, newest first, paged on the server, of one person or one kind of record when asked. */
export function AuditLogScreen() {
  const t = useMessages(staffScreenMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const list = usePagedList<AuditEntry, { owner_id: string; entity: string; entity_id: string }>(queryKeys.auditLog, {
    owner_id: "",
    entity: "",
    entity_id: "",
  });
  // The people to filter by: the staff list's first page (the owner reads both).
  const people = useQuery({ queryKey: queryKeys.staff.whole(), queryFn: () => api<ListPage<StaffRecord>>("/staff?per_page=100") });
  const options = (people.data?.data ?? []).map((person) => ({ value: person.id, label: person.name }));

  return (
    <div>
      <PageHeader title={ts("auditLog")} />
      <Card>
        <p className="mb-4 text-sm text-gray-600">{t("auditLead")}</p>
        <div className="mb-4 grid gap-3 sm:grid-cols-3">
          <FilterSelect label={t("who")} value={list.filters.owner_id} onChange={(owner_id) => list.set({ owner_id })} options={options} />
          <SearchFilter label={t("recordKind")} value={list.filters.entity} onChange={(entity) => list.set({ entity: entity.trim() })} />
          <SearchFilter label={t("recordId")} value={list.filters.entity_id} onChange={(entity_id) => list.set({ entity_id: entity_id.replace(/\D/g, "") })} />
        </div>
        <PagedResults list={list}>
          {(entries) => (
            <RecordTable
              columns={[{ label: t("when") }, { label: t("who") }, { label: t("what") }, { label: t("record") }]}
              layout={{ table: "max-sm:block", head: "max-sm:hidden", body: "max-sm:block" }}
            >
              {entries.map((entry) => (
                <tr key={entry.id} className="max-sm:grid max-sm:grid-cols-1 max-sm:py-2">
                  <td className={`${tdClass} whitespace-nowrap text-sm`}>{formatDateTime(entry.created_at, language)}</td>
                  <td className={tdClass}>
                    <bdi>{entry.actor_name ?? t("formerMember")}</bdi>
                    <span className="block text-xs text-gray-600" dir="ltr">
                      {entry.actor_email}
                    </span>
                  </td>
                  <td className={`${tdClass} font-mono text-xs`} dir="ltr">
                    {entry.action}
                  </td>
                  <td className={`${tdClass} font-mono text-xs`} dir="ltr">
                    {entry.entity ? `${entry.entity}${entry.entity_id ? ` #${entry.entity_id}` : ""}` : ""}
                  </td>
                </tr>
              ))}
            </RecordTable>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}
