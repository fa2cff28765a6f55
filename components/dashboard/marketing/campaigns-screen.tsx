"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, ApiFailure, checkBody } from "@/lib/dashboard/api-client";
import { formatDateTime, formatNumber, wallTime } from "@/lib/dashboard/format";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { CAMPAIGN_STATUSES, campaignInput, campaignUpdate } from "@/lib/marketing/schemas";
import { useLanguage, useMessages } from "../language";
import { Badge, Button, Card, Field, FormActions, FormError, inputClass, QueryState, tableClass, tdClass, TextField, thClass } from "../ui";
import { useCampaigns, useStoreTimeZone, type Campaign } from "./queries";

const statusTones = { draft: "gray", active: "green", paused: "yellow", ended: "blue" } as const;

export function CampaignsScreen() {
  const t = useMessages(marketingMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const campaigns = useCampaigns();
  /** The campaign being edited; null: a new one; undefined: none. */
  const [editing, setEditing] = useState<Campaign | null>();
  return (
    <div>
      {editing !== undefined ? (
        <CampaignForm key={editing?.id ?? "new"} campaign={editing} timeZone={timeZone} onDone={() => setEditing(undefined)} />
      ) : (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setEditing(null)}>{t("newCampaign")}</Button>
        </div>
      )}
      <Card title={t("campaigns")}>
        <QueryState loading={campaigns.isPending} error={campaigns.error} empty={campaigns.data?.length === 0} />
        {campaigns.data?.length ? (
          <div className="relative overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th className={thClass}>{t("topic")}</th>
                  <th className={thClass}>{t("publishAt")}</th>
                  <th className={thClass}>{t("status")}</th>
                  <th className={`${thClass} text-end`}>{t("posts")}</th>
                  <th className={thClass}>
                    <span className="sr-only">{ts("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {campaigns.data.map((campaign) => (
                  <tr key={campaign.id}>
                    <td className={`${tdClass} min-w-48 font-medium`}>{campaign.topic}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(campaign.publish_at, language, timeZone)}</td>
                    <td className={tdClass}>
                      <Badge tone={statusTones[campaign.status]}>{t(campaign.status)}</Badge>
                    </td>
                    <td className={`${tdClass} text-end`}>{formatNumber(campaign.posts_count, language)}</td>
                    <td className={`${tdClass} text-end`}>
                      <Button variant="secondary" aria-label={t("editCampaign", { topic: campaign.topic })} onClick={() => setEditing(campaign)}>
                        {ts("edit")}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </Card>
    </div>
  );
}

function CampaignForm({ campaign, timeZone, onDone }: { campaign: Campaign | null; timeZone: string | undefined; onDone: () => void }) {
  const t = useMessages(marketingMessages);
  const client = useQueryClient();
  const [topic, setTopic] = useState(campaign?.topic ?? "");
  const shownAt = campaign && timeZone ? wallTime(campaign.publish_at, timeZone) : "";
  const [publishAt, setPublishAt] = useState(shownAt);
  const [status, setStatus] = useState<Campaign["status"]>(campaign?.status ?? "draft");
  const done = () => {
    void client.invalidateQueries({ queryKey: ["campaigns"] });
    onDone();
  };
  const save = useMutation({
    mutationFn: () => {
      // The API reads a time without an offset in the store's zone, as the input shows it. Sent only when
      // changed: a browser whose time-zone data differs from the server's would otherwise move it on every save.
      const body = { topic, status, ...(publishAt !== shownAt || !campaign ? { publish_at: publishAt } : {}) };
      checkBody(campaign ? campaignUpdate : campaignInput, body);
      return campaign ? api(`/campaigns/${campaign.id}`, { method: "PUT", body }) : api("/campaigns", { method: "POST", body });
    },
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: () => api(`/campaigns/${campaign!.id}`, { method: "DELETE" }), onSuccess: done });
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  return (
    <form
      className="mb-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Card title={campaign ? t("editCampaign", { topic: campaign.topic }) : t("newCampaign")}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField label={t("topic")} value={topic} onChange={setTopic} error={failure?.fieldError("topic")} fieldClassName="sm:col-span-2 lg:col-span-1" />
          <TextField
            label={t("publishAt")}
            type="datetime-local"
            value={publishAt}
            onChange={setPublishAt}
            error={failure?.fieldError("publish_at")}
            hint={timeZone ? t("inTimeZone", { zone: timeZone }) : undefined}
          />
          <Field label={t("status")} error={failure?.fieldError("status")}>
            {(id) => (
              <select id={id} className={inputClass} value={status} onChange={(e) => setStatus(e.target.value as Campaign["status"])}>
                {CAMPAIGN_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(value)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <FormError error={save.error ?? remove.error} />
        <FormActions
          onCancel={onDone}
          saving={save.isPending}
          deleteLabel={t("deleteCampaign")}
          onDelete={campaign ? () => window.confirm(t("confirmDeleteCampaign", { topic: campaign.topic })) && remove.mutate() : undefined}
        />
      </Card>
    </form>
  );
}
