"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, sameOriginPicture } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { paymentMessages } from "@/lib/dashboard/messages/payments";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { credentialsInput, PAYPAL_CURRENCIES, paymentMethodPatch, PROVIDERS, type paymentMethodManaged, type ProviderName } from "@/lib/payments/schemas";
import type { z } from "zod";
import { useMessages } from "../language";
import { PagedResults, usePagedList } from "../paged-list";
import { EditButton, WriteButton } from "../ui/buttons";
import { Card, PageHeader } from "../ui/layout";
import { Badge, FormError } from "../ui/feedback";
import { Field, inputClass, SelectField, Switch, TextField } from "../ui/fields";
import { FormActions } from "../ui/saving";
import { refreshQueries } from "@/components/refresh-queries";

type Method = z.infer<typeof paymentMethodManaged>;

export function PaymentsScreen() {
  const t = useMessages(paymentMessages);
  const ts = useMessages(shellMessages);
  const list = usePagedList<Method, Record<string, string | number>>(queryKeys.paymentMethods, {});
  const [editing, setEditing] = useState<number>();

  return (
    <div className="space-y-4">
      <PageHeader title={ts("payments")} />
      <Card>
        <p className="mb-4 text-sm text-gray-600">{t("lead")}</p>
        <PagedResults list={list}>
          {(methods) => (
            <ul className="divide-y divide-gray-100">
              {methods.map((method) => (
                <li key={method.id} className="py-3">
                  <MethodRow method={method} onEdit={() => setEditing(editing === method.id ? undefined : method.id)} />
                  {editing === method.id ? <MethodForm key={method.updated_at} method={method} onDone={() => setEditing(undefined)} /> : null}
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </Card>
      {list.query.data ? <AddMethod present={list.query.data.data.map((method) => method.provider)} /> : null}
    </div>
  );
}

const missingKeys = (method: Method) => Object.keys(method.credentials).filter((key) => !method.credentials[key]!.set);

function MethodRow({ method, onEdit }: { method: Method; onEdit: () => void }) {
  const t = useMessages(paymentMessages);
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: (is_active: boolean) => api(`/payment-methods/${method.id}`, { method: "PUT", body: { is_active } }),
    onSuccess: () => refreshQueries(client, queryKeys.paymentMethods.all),
  });
  const logo = sameOriginPicture(method.logo);
  const online = method.provider !== "cod";

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the store's own uploads
          <img src={logo} alt="" className="h-10 w-16 shrink-0 rounded border border-gray-200 object-contain" />
        ) : (
          <span className="h-10 w-16 shrink-0 rounded border border-dashed border-gray-300" />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <Switch label={method.name} checked={method.is_active} onChange={(on) => toggle.mutate(on)} />
          <div className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
            <span>{t(method.provider)}</span>
            <Badge tone={method.is_active ? "green" : "gray"}>{method.is_active ? t("active") : t("inactive")}</Badge>
            {online ? <Badge tone={method.sandbox ? "yellow" : "blue"}>{method.sandbox ? t("sandbox") : t("live")}</Badge> : null}
            {missingKeys(method).length ? <Badge tone="red">{t("missingCredentials")}</Badge> : null}
          </div>
        </div>
        <EditButton label={t("editMethod", { name: method.name })} onClick={onEdit} />
      </div>
      <div aria-live="polite">
        {/* The API's 422 on is_active names the keys the method lacks: the one message there is. */}
        <FormError error={toggle.error} fieldsMessage={toggle.error?.message} />
      </div>
    </div>
  );
}

type Draft = { name: string; instruction: string; sandbox: boolean; settlement_currency: string; credentials: Record<string, string> };

function MethodForm({ method, onDone }: { method: Method; onDone: () => void }) {
  const t = useMessages(paymentMessages);
  const client = useQueryClient();
  // Credentials start empty: the API never gives their values, and one is sent only when typed.
  const [draft, setDraft] = useState<Draft>({
    name: method.name,
    instruction: method.instruction,
    sandbox: method.sandbox,
    settlement_currency: method.settlement_currency ?? "",
    credentials: {},
  });
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const body = () => {
    const typed = Object.fromEntries(Object.entries(draft.credentials).filter(([, value]) => value.trim() !== ""));
    const fields = {
      name: draft.name,
      instruction: draft.instruction,
      sandbox: draft.sandbox,
      ...(method.provider === "paypal" ? { settlement_currency: draft.settlement_currency } : {}),
      ...(Object.keys(typed).length ? { credentials: typed } : {}),
    };
    return fields;
  };
  const save = useMutation({
    mutationFn: () =>
      api(`/payment-methods/${method.id}`, {
        method: "PUT",
        body: body(),
        schema: paymentMethodPatch.extend({ credentials: credentialsInput(method.provider).optional() }),
      }),
    onSuccess: () => {
      void refreshQueries(client, queryKeys.paymentMethods.all);
      onDone();
    },
  });
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  const keys = Object.keys(method.credentials);

  return (
    <form
      className="mt-3 rounded-lg border border-gray-300 bg-gray-50 p-3 sm:p-4"
      aria-label={t("settingsOf", { name: method.name })}
      autoComplete="off"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("name")} value={draft.name} error={failure?.fieldError("name")} onChange={(name) => set({ name })} />
        {method.provider === "paypal" ? (
          <SelectField
            label={t("settlementCurrency")}
            error={failure?.fieldError("settlement_currency")}
            value={draft.settlement_currency}
            onChange={(settlement_currency) => set({ settlement_currency })}
            options={PAYPAL_CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
        ) : null}
        <Field label={t("instruction")} error={failure?.fieldError("instruction")} className="sm:col-span-2">
          {(id, describedBy) => (
            <textarea
              id={id}
              rows={2}
              className={inputClass}
              value={draft.instruction}
              aria-describedby={describedBy}
              onChange={(e) => set({ instruction: e.target.value })}
            />
          )}
        </Field>
        {method.provider === "cod" ? null : <Switch label={t("sandboxSwitch")} checked={draft.sandbox} onChange={(sandbox) => set({ sandbox })} />}
      </div>
      {keys.length ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold">{t("credentials")}</legend>
          <p className="mb-3 text-xs text-gray-600">{t("credentialsLead")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {keys.map((key) => {
              const state = method.credentials[key]!;
              return (
                <TextField
                  key={key}
                  label={t(key as CredentialKey)}
                  type="password"
                  autoComplete="new-password"
                  spellCheck={false}
                  dir="ltr"
                  value={draft.credentials[key] ?? ""}
                  hint={state.set ? (state.last4 ? t("credentialSet", { last4: state.last4 }) : t("credentialSetShort")) : t("credentialMissing")}
                  error={failure?.fieldError(`credentials.${key}`)}
                  onChange={(value) => set({ credentials: { ...draft.credentials, [key]: value } })}
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <FormError error={save.error} fieldsMessage={t("fixErrors")} />
      <FormActions onCancel={onDone} saving={save.isPending} />
    </form>
  );
}

type CredentialKey = "secret_key" | "publishable_key" | "webhook_secret" | "client_id" | "client_secret" | "webhook_id" | "store_key";

/** A method for a provider the store has none of: added off, to be set up and switched on. */
function AddMethod({ present }: { present: ProviderName[] }) {
  const t = useMessages(paymentMessages);
  const client = useQueryClient();
  const missing = PROVIDERS.filter((provider) => !present.includes(provider));
  const [provider, setProvider] = useState<ProviderName | "">("");
  const add = useMutation({
    mutationFn: (chosen: ProviderName) => api("/payment-methods", { method: "POST", body: { provider: chosen } }),
    onSuccess: () => {
      setProvider("");
      void refreshQueries(client, queryKeys.paymentMethods.all);
    },
  });
  if (!missing.length) return null;
  return (
    <Card title={t("addMethod")}>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (provider) add.mutate(provider);
        }}
      >
        <SelectField
          label={t("provider")}
          fieldClassName="min-w-48"
          value={provider}
          onChange={(name) => setProvider(name as ProviderName)}
          options={[{ value: "", label: "—", disabled: true }, ...missing.map((name) => ({ value: name, label: t(name) }))]}
        />
        <WriteButton type="submit" disabled={!provider || add.isPending}>
          {t("add")}
        </WriteButton>
      </form>
      <FormError error={add.error} />
    </Card>
  );
}
