"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useState } from "react";

import { formatDateTime, formatNumber, wallTime } from "@/lib/dashboard/format";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { CAMPAIGN_STATUSES, campaignInput, campaignUpdate } from "@/lib/marketing/schemas";
import { useLanguage, useMessages } from "../language";
import { PagedResults } from "../paged-list";
import { EditButton, WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { Badge } from "../ui/feedback";
import { SelectField, TextField } from "../ui/fields";
import { tdClass, RecordTable } from "../record-table";
import { RecordForm, useRecordWrites } from "../record-form";
import { useCampaignPages, useStoreTimeZone, type Campaign } from "./queries";

const statusTones = { draft: "gray", active: "green", paused: "yellow", ended: "blue" } as const;

export function CampaignsScreen() {
  const t = useMessages(marketingMessages);
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const campaigns = useCampaignPages();
  /** The campaign being edited; null: a new one; undefined: none. */
  const [editing, setEditing] = useState<Campaign | null>();
  return (
    <div>
      {editing !== undefined ? (
        <CampaignForm key={editing?.id ?? "new"} campaign={editing} timeZone={timeZone} onDone={() => setEditing(undefined)} />
      ) : (
        <div className="mb-4 flex justify-end">
          <WriteButton onClick={() => setEditing(null)}>{t("newCampaign")}</WriteButton>
        </div>
      )}
      <Card title={t("campaigns")}>
        <PagedResults list={campaigns}>
          {(rows) => (
            <RecordTable columns={[{ label: t("topic") }, { label: t("publishAt") }, { label: t("status") }, { label: t("posts"), end: true }]} actions>
              {rows.map((campaign) => (
                <tr key={campaign.id}>
                  <td className={`${tdClass} min-w-48 font-medium`}>{campaign.topic}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(campaign.publish_at, language, timeZone)}</td>
                  <td className={tdClass}>
                    <Badge tone={statusTones[campaign.status]}>{t(campaign.status)}</Badge>
                  </td>
                  <td className={`${tdClass} text-end`}>{formatNumber(campaign.posts_count, language)}</td>
                  <td className={`${tdClass} text-end`}>
                    <EditButton label={t("editCampaign", { topic: campaign.topic })} onClick={() => setEditing(campaign)} />
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

function CampaignForm({ campaign, timeZone, onDone }: { campaign: Campaign | null; timeZone: string | undefined; onDone: () => void }) {
  const t = useMessages(marketingMessages);
  const [topic, setTopic] = useState(campaign?.topic ?? "");
  const shownAt = campaign && timeZone ? wallTime(campaign.publish_at, timeZone) : "";
  const [publishAt, setPublishAt] = useState(shownAt);
  const [status, setStatus] = useState<Campaign["status"]>(campaign?.status ?? "draft");
  const writes = useRecordWrites({
    shownIn: [queryKeys.campaigns.all],
    createAt: "/campaigns",
    at: campaign ? `/campaigns/${campaign.id}` : undefined,
    // The API reads a time without an offset in the store's zone, as the input shows it. Sent only when
    // changed: a browser whose time-zone data differs from the server's would otherwise move it on every save.
    body: () => ({ topic, status, ...(publishAt !== shownAt || !campaign ? { publish_at: publishAt } : {}) }),
    schemas: { create: campaignInput, update: campaignUpdate },
    onDone,
  });
  const { failure } = writes;
  return (
    <RecordForm
      writes={writes}
      title={campaign ? t("editCampaign", { topic: campaign.topic }) : t("newCampaign")}
      deleteLabel={t("deleteCampaign")}
      confirmDelete={() => t("confirmDeleteCampaign", { topic: campaign!.topic })}
      onCancel={onDone}
    >
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
        <SelectField
          label={t("status")}
          error={failure?.fieldError("status")}
          value={status}
          onChange={(value) => setStatus(value as Campaign["status"])}
          options={CAMPAIGN_STATUSES.map((value) => ({ value, label: t(value) }))}
        />
      </div>
    </RecordForm>
  );
}
