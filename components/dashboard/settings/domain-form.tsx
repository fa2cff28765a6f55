"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/lib/dashboard/api-client";
import { formatDateTime } from "@/lib/dashboard/format";
import { domainMessages } from "@/lib/dashboard/messages/domains";
import { settingsMessages } from "@/lib/dashboard/messages/settings";
import type { DomainRecord } from "@/lib/domains/schemas";
import { refreshQueries } from "@/components/refresh-queries";
import { useLanguage, useMessages } from "../language";
import { Button } from "../ui/buttons";
import { Badge, FormError, QueryState } from "../ui/feedback";
import { TextField } from "../ui/fields";
import { fieldError, SettingsForm, useSaveSettings, type StoreSettings } from "./settings-form";

/** The custom domain: the name, then, once set, the DNS records that prove it and where the proof stands. */
export function DomainForm({ settings }: { settings: StoreSettings }) {
  const t = useMessages(settingsMessages);
  const client = useQueryClient();
  const save = useSaveSettings();
  const [domain, setDomain] = useState(settings.custom_domain ?? "");
  const onSave = () =>
    save.mutate({ custom_domain: domain.trim() === "" ? null : domain }, { onSuccess: () => void refreshQueries(client, queryKeys.store.domain()) });
  return (
    <SettingsForm title={t("domain")} save={save} onSave={onSave}>
      <TextField
        label={t("domainLabel")}
        value={domain}
        onChange={setDomain}
        placeholder="shop.example.com"
        dir="ltr"
        error={fieldError(save, "custom_domain")}
        hint={t("domainHint")}
      />
      <p className="text-sm text-gray-600">
        <a href={settings.url} target="_blank" rel="noreferrer" className="font-medium text-gray-900 underline" dir="ltr">
          {settings.url}
        </a>
      </p>
      {settings.custom_domain ? <DomainProof /> : null}
    </SettingsForm>
  );
}

function DomainProof() {
  const t = useMessages(domainMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const proof = useQuery({ queryKey: queryKeys.store.domain(), queryFn: () => api<{ data: DomainRecord }>("/store/domain").then((answer) => answer.data) });
  const check = useMutation({
    mutationFn: () => api<{ data: DomainRecord }>("/store/domain/check", { method: "POST" }).then((answer) => answer.data),
    onSuccess: (data) => client.setQueryData(queryKeys.store.domain(), data),
  });
  if (!proof.data) return <QueryState loading={proof.isPending} error={proof.error} />;
  const { status, records, last_check, checked_at } = proof.data;
  return (
    <section aria-label={t("records")} className="space-y-3 border-t border-gray-200 pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-medium text-gray-800">{t("records")}</h3>
        <Badge tone={status === "verified" ? "green" : "yellow"}>{t(status)}</Badge>
      </div>
      <p className="text-sm text-gray-600">{t("hint")}</p>
      {/* Names and values are DNS's, left to right, set at the reading side's start in Arabic too. */}
      <div className="space-y-2">
        {records.map((record) => (
          <dl key={record.type} className="grid gap-1 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm sm:grid-cols-[5rem_1fr]">
            <dt className="text-gray-600">{t("type")}</dt>
            <dd className="font-mono">
              <bdi dir="ltr">{record.type}</bdi>
            </dd>
            <dt className="text-gray-600">{t("name")}</dt>
            <dd className="font-mono break-all">
              <bdi dir="ltr">{record.name}</bdi>
            </dd>
            <dt className="text-gray-600">{t("value")}</dt>
            <dd className="font-mono break-all select-all">
              <bdi dir="ltr">{record.value}</bdi>
            </dd>
          </dl>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div aria-live="polite" className="space-y-1 text-sm text-gray-700">
          {last_check ? <p>{t(`seen_${last_check}`)}</p> : null}
          <p>{checked_at ? t("checkedAt", { date: formatDateTime(checked_at, language) }) : t("neverChecked")}</p>
          <FormError error={check.error} />
        </div>
        <Button variant="secondary" disabled={check.isPending} onClick={() => check.mutate()}>
          {check.isPending ? t("checking") : t("checkNow")}
        </Button>
      </div>
    </section>
  );
}
