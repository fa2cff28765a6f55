"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { refreshQueries } from "@/components/refresh-queries";
import { api, type ListPage } from "@/lib/dashboard/api-client";
import { formatDateTime } from "@/lib/dashboard/format";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { webhookMessages } from "@/lib/dashboard/messages/webhooks";
import { queryKeys } from "@/lib/dashboard/query-keys";
import { WEBHOOK_TOPICS, webhookInput, type deliveryRecord, type webhookRecord, type WebhookTopic } from "@/lib/webhooks/schemas";
import { useLanguage, useMessages } from "../language";
import { PagedResults, usePagedList } from "../paged-list";
import { useWritable } from "../store";
import { Button, RemoveButton, WriteButton } from "../ui/buttons";
import { Badge, FormError, QueryState } from "../ui/feedback";
import { TextField } from "../ui/fields";
import { Card, PageHeader } from "../ui/layout";

type Webhook = z.infer<typeof webhookRecord>;
type Delivery = z.infer<typeof deliveryRecord>;

const deliveryTone = { pending: "yellow", delivered: "green", failed: "red" } as const;

/** The store's webhook endpoints: add one (its secret shown once), remove one, read and resend its deliveries. */
export function WebhooksScreen() {
  const t = useMessages(webhookMessages);
  const ts = useMessages(shellMessages);
  const list = usePagedList<Webhook, Record<string, string>>(queryKeys.webhooks, {});
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div>
      <PageHeader title={ts("webhooks")}>
        <WriteButton onClick={() => setAdding(true)}>{t("add")}</WriteButton>
      </PageHeader>
      <p className="mb-4 max-w-3xl text-sm text-gray-600">{t("lead")}</p>
      {secret ? (
        <Card title={t("secretTitle")} className="mb-4 border-amber-300">
          <p className="mb-2 text-sm text-gray-700">{t("secretHint")}</p>
          <code dir="ltr" className="block break-all rounded-md bg-gray-100 p-3 text-sm" data-testid="webhook-secret">
            {secret}
          </code>
          <Button variant="secondary" className="mt-3" onClick={() => setSecret(null)}>
            {t("secretDone")}
          </Button>
        </Card>
      ) : null}
      {adding ? (
        <AddForm
          onDone={(created) => {
            setAdding(false);
            if (created) setSecret(created);
          }}
        />
      ) : null}
      <PagedResults list={list}>
        {(webhooks) => (
          <ul className="space-y-4">
            {webhooks.map((webhook) => (
              <Endpoint key={webhook.id} webhook={webhook} />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}

function AddForm({ onDone }: { onDone: (secret?: string) => void }) {
  const t = useMessages(webhookMessages);
  const client = useQueryClient();
  const [url, setUrl] = useState("https://");
  const [topics, setTopics] = useState<WebhookTopic[]>(["orders/create"]);
  const save = useMutation({
    mutationFn: () => api<{ data: Webhook }>("/webhooks", { method: "POST", body: { url, topics }, schema: webhookInput }),
    onSuccess: async (answer) => {
      await refreshQueries(client, queryKeys.webhooks.all);
      onDone(answer.data.secret);
    },
  });
  return (
    <Card title={t("add")} className="mb-4">
      <form
        aria-label={t("add")}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (topics.length) save.mutate();
        }}
      >
        <TextField label={t("url")} type="url" dir="ltr" value={url} onChange={setUrl} required maxLength={2000} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-800">{t("topics")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_TOPICS.map((topic) => (
              <label key={topic} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={topics.includes(topic)}
                  onChange={(event) => setTopics(event.target.checked ? [...topics, topic] : topics.filter((known) => known !== topic))}
                />
                <code dir="ltr">{topic}</code>
              </label>
            ))}
          </div>
          {topics.length ? null : <p className="mt-2 text-sm text-red-700">{t("pickTopic")}</p>}
        </fieldset>
        <FormError error={save.error} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending || topics.length === 0}>
            {t("save")}
          </Button>
          <Button variant="secondary" onClick={() => onDone()} disabled={save.isPending}>
            {t("cancel")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Endpoint({ webhook }: { webhook: Webhook }) {
  const t = useMessages(webhookMessages);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => api(`/webhooks/${webhook.id}`, { method: "DELETE" }),
    onSuccess: () => refreshQueries(client, queryKeys.webhooks.all),
  });
  return (
    <li>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p dir="ltr" className="break-all font-medium text-start">
              {webhook.url}
            </p>
            <p className="mt-2 flex flex-wrap gap-1">
              {webhook.topics.map((topic) => (
                <Badge key={topic}>
                  <span dir="ltr">{topic}</span>
                </Badge>
              ))}
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? t("hideDeliveries") : t("deliveries")}
            </Button>
            <RemoveButton label={t("remove", { url: webhook.url })} onClick={() => window.confirm(t("confirmRemove")) && remove.mutate()} />
          </div>
        </div>
        <FormError error={remove.error} />
        {open ? <Deliveries webhookId={webhook.id} /> : null}
      </Card>
    </li>
  );
}

function Deliveries({ webhookId }: { webhookId: number }) {
  const t = useMessages(webhookMessages);
  const language = useLanguage();
  const writable = useWritable();
  const client = useQueryClient();
  const key = [...queryKeys.webhooks.detail(webhookId), "deliveries"];
  const query = useQuery({ queryKey: key, queryFn: () => api<ListPage<Delivery>>(`/webhooks/${webhookId}/deliveries?per_page=20`) });
  const redeliver = useMutation({
    mutationFn: (id: number) => api(`/webhooks/${webhookId}/deliveries/${id}/redeliver`, { method: "POST" }),
    onSuccess: () => refreshQueries(client, key),
  });
  if (!query.data) return <QueryState loading={query.isPending} error={query.error} />;
  if (query.data.data.length === 0) return <p className="mt-3 text-sm text-gray-600">{t("noDeliveries")}</p>;
  return (
    <ul className="mt-4 divide-y divide-gray-100 border-t border-gray-100 text-sm" aria-label={t("deliveries")}>
      {query.data.data.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <Badge tone={deliveryTone[delivery.status]}>{t(delivery.status)}</Badge>
          <code dir="ltr">{delivery.topic}</code>
          <span className="text-gray-600">{formatDateTime(delivery.attempted_at ?? delivery.created_at, language)}</span>
          <span className="text-gray-600">{t("attempts", { count: delivery.attempts })}</span>
          {delivery.response_code ? <span className="text-gray-600">{t("response", { code: delivery.response_code })}</span> : null}
          {delivery.error ? (
            <span dir="auto" className="w-full text-red-700">
              {delivery.error}
            </span>
          ) : null}
          {writable && delivery.status === "failed" ? (
            <Button variant="secondary" className="ms-auto px-3 py-1" onClick={() => redeliver.mutate(delivery.id)} disabled={redeliver.isPending}>
              {t("redeliver")}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
