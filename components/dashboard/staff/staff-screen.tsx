"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import { useState } from "react";
import { refreshQueries } from "@/components/refresh-queries";
import { api } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { formatDate } from "@/lib/dashboard/format";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { staffScreenMessages } from "@/lib/dashboard/messages/staff";
import { queryKeys } from "@/lib/dashboard/query-keys";
import { roleMessages } from "@/lib/staff/messages";
import { INVITED_ROLES } from "@/lib/staff/roles";
import { staffInput, type StaffRecord } from "@/lib/staff/schemas";
import { useLanguage, useMessages } from "../language";
import { PagedResults, usePagedList } from "../paged-list";
import { RecordTable, tdClass } from "../record-table";
import { Button, RemoveButton } from "../ui/buttons";
import { Badge, FormError } from "../ui/feedback";
import { SelectField, TextField } from "../ui/fields";
import { Card, PageHeader } from "../ui/layout";
import { FormActions } from "../ui/saving";

/** The owner's screen of the store's people: invite, change a role, send again, remove, hand the store over. */
export function StaffScreen() {
  const t = useMessages(staffScreenMessages);
  const ts = useMessages(shellMessages);
  const roleName = useMessages(roleMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const list = usePagedList<StaffRecord, Record<string, string | number>>(queryKeys.staff, {});
  const [inviting, setInviting] = useState(false);
  const refresh = () => refreshQueries(client, queryKeys.staff.all);
  const act = useMutation({
    mutationFn: ({ path, method, body }: { path: string; method: "POST" | "PUT" | "DELETE"; body?: unknown }) => api(path, { method, body }),
    onSuccess: refresh,
  });
  const session = useSession();
  // Handed over, this person is a manager now: the session's role is read again, and the staff screen is no longer theirs.
  const handedOver = async () => {
    await session.update();
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/dashboard");
  };
  const roles = INVITED_ROLES.map((role) => ({ value: role, label: roleName(role) }));

  return (
    <div>
      <PageHeader title={ts("staff")}>
        <Button onClick={() => setInviting(true)}>{t("invite")}</Button>
      </PageHeader>
      {inviting ? <InviteForm onDone={() => setInviting(false)} /> : null}
      <Card>
        <p className="mb-2 text-sm text-gray-600">{t("lead")}</p>
        <p className="mb-4 text-xs text-gray-500">{t("roles")}</p>
        <div aria-live="polite" className="mb-2">
          <FormError error={act.error} />
        </div>
        <PagedResults list={list}>
          {(people) => (
            <RecordTable
              columns={[{ label: t("name") }, { label: t("role") }, { label: t("status") }]}
              actions
              layout={{ table: "max-sm:block", head: "max-sm:hidden", body: "max-sm:block" }}
            >
              {people.map((person) => (
                <tr key={person.id} className="max-sm:grid max-sm:grid-cols-1 max-sm:py-2">
                  <td className={tdClass}>
                    <bdi className="font-medium">{person.name}</bdi>
                    <span className="block text-xs text-gray-600" dir="ltr">
                      {person.email}
                    </span>
                  </td>
                  <td className={tdClass}>
                    {person.role === "owner" ? (
                      <Badge tone="blue">{roleName("owner")}</Badge>
                    ) : (
                      <SelectField
                        label={t("roleOf", { name: person.name })}
                        fieldClassName="[&>label]:sr-only"
                        value={person.role}
                        options={roles}
                        onChange={(role) => act.mutate({ path: `/staff/${person.id}`, method: "PUT", body: { role } })}
                      />
                    )}
                  </td>
                  <td className={tdClass}>
                    <Badge tone={person.status === "active" ? "green" : "gray"}>{t(person.status)}</Badge>
                    {person.invitation_expires_at ? (
                      <span className="block text-xs text-gray-600">{t("expires", { date: formatDate(person.invitation_expires_at, language) })}</span>
                    ) : null}
                  </td>
                  <td className={tdClass}>
                    {person.role === "owner" ? null : (
                      <div className="flex flex-wrap justify-end gap-2">
                        {person.status === "invited" ? (
                          <Button variant="secondary" onClick={() => act.mutate({ path: `/staff/${person.id}/invitation`, method: "POST" })}>
                            {t("resend")}
                          </Button>
                        ) : (
                          <Button
                            variant="secondary"
                            onClick={() =>
                              window.confirm(t("confirmOwner", { name: person.name })) &&
                              act.mutate({ path: `/staff/${person.id}/make-owner`, method: "POST" }, { onSuccess: handedOver })
                            }
                          >
                            {t("makeOwner")}
                          </Button>
                        )}
                        <RemoveButton
                          label={t(person.status === "invited" ? "revoke" : "remove", { name: person.name })}
                          onClick={() =>
                            window.confirm(t("confirmRemove", { name: person.name })) && act.mutate({ path: `/staff/${person.id}`, method: "DELETE" })
                          }
                        />
                      </div>
                    )}
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

function InviteForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(staffScreenMessages);
  const roleName = useMessages(roleMessages);
  const client = useQueryClient();
  const [fields, setFields] = useState({ email: "", name: "", role: "orders" });
  const invite = useMutation({
    mutationFn: () => api("/staff", { method: "POST", body: fields, schema: staffInput }),
    onSuccess: () => {
      void refreshQueries(client, queryKeys.staff.all);
      onDone();
    },
  });
  const errors = invite.error instanceof ApiFailure ? invite.error.errors : undefined;
  return (
    <Card className="mb-4">
      <h2 className="mb-4 text-lg font-semibold">{t("inviteTitle")}</h2>
      <form
        className="grid gap-4 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate();
        }}
      >
        <TextField
          label={t("email")}
          type="email"
          dir="ltr"
          value={fields.email}
          onChange={(email) => setFields({ ...fields, email })}
          error={errors?.email?.[0]}
        />
        <TextField label={t("name")} value={fields.name} onChange={(name) => setFields({ ...fields, name })} error={errors?.name?.[0]} />
        <SelectField
          label={t("role")}
          value={fields.role}
          options={INVITED_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
          onChange={(role) => setFields({ ...fields, role: String(role) })}
        />
        <div className="sm:col-span-3">
          <FormError error={invite.error} />
          <FormActions saving={invite.isPending} onCancel={onDone} />
        </div>
      </form>
    </Card>
  );
}
