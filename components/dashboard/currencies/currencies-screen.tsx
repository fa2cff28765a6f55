"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { api } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { currencyMessages } from "@/lib/dashboard/messages/currencies";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { currencyInput, currencyPatch, type managedCurrency } from "@/lib/stores/schemas";
import { useMessages } from "../language";
import { PagedResults, usePagedList } from "../paged-list";
import { useStore } from "../store";
import { EditButton, WriteButton } from "../ui/buttons";
import { Card, PageHeader } from "../ui/layout";
import { Badge, FormError } from "../ui/feedback";
import { Switch, TextField } from "../ui/fields";
import { FormActions } from "../ui/saving";
import { DecimalField } from "@/components/dashboard/ui/decimal-field";
import { tdClass, RecordTable } from "../record-table";
import { refreshQueries } from "@/components/refresh-queries";

type Currency = z.infer<typeof managedCurrency>;

/** After the default changed: the lists' amounts and the session's default currency follow. */
function useDefaultChanged() {
  const client = useQueryClient();
  const session = useSession();
  const router = useRouter();
  return async () => {
    void refreshQueries(client);
    await session.update();
    router.refresh();
  };
}

export function CurrenciesScreen() {
  const t = useMessages(currencyMessages);
  const ts = useMessages(shellMessages);
  const client = useQueryClient();
  const defaultChanged = useDefaultChanged();
  const list = usePagedList<Currency, Record<string, string | number>>(queryKeys.currencies, {});
  /** The currency being edited; null: a new one; undefined: none. */
  const [editing, setEditing] = useState<Currency | null>();
  const change = useMutation({
    mutationFn: ({ currency, patch }: { currency: Currency; patch: { is_active?: boolean; is_default?: boolean } }) =>
      api(`/currencies/${currency.id}`, { method: "PUT", body: patch }),
    onSuccess: (_, { patch }) => (patch.is_default ? defaultChanged() : refreshQueries(client, queryKeys.currencies.all)),
  });

  return (
    <div>
      <PageHeader title={ts("currencies")}>
        <WriteButton onClick={() => setEditing(null)}>{t("addCurrency")}</WriteButton>
      </PageHeader>
      {editing !== undefined ? <CurrencyForm key={editing?.id ?? "new"} currency={editing} onDone={() => setEditing(undefined)} /> : null}
      <Card>
        <p className="mb-4 text-sm text-gray-600">{t("lead")}</p>
        <div aria-live="polite" className="mb-2">
          <FormError error={change.error} />
        </div>
        <PagedResults list={list}>
          {(currencies) => (
            // On phones each row is a small card: code and rate, then status, then actions (the table's columns would not fit).
            <RecordTable
              columns={[{ label: t("code") }, { label: t("symbol") }, { label: t("rate"), end: true }, { label: t("status") }]}
              actions
              layout={{ table: "max-sm:block", head: "max-sm:hidden", body: "max-sm:block" }}
            >
              {currencies.map((currency) => (
                <tr key={currency.id} className="max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:items-center max-sm:py-2">
                  <td className={tdClass}>
                    <span className="font-mono font-medium">{currency.code}</span>
                    <span className="sm:hidden">
                      {" · "}
                      <bdi>{currency.symbol}</bdi>
                    </span>
                    <span className="block text-xs text-gray-600">{currency.name}</span>
                  </td>
                  <td className={`${tdClass} max-sm:hidden`}>
                    <bdi>{currency.symbol}</bdi>
                  </td>
                  <td className={`${tdClass} text-end font-mono`} dir="ltr">
                    {currency.conversion_rate}
                  </td>
                  <td className={`${tdClass} max-sm:col-span-2`}>
                    {currency.is_default ? (
                      <Badge tone="blue">{t("default")}</Badge>
                    ) : (
                      <Switch
                        label={t("activeNamed", { code: currency.code })}
                        checked={currency.is_active}
                        onChange={(is_active) => change.mutate({ currency, patch: { is_active } })}
                      />
                    )}
                  </td>
                  <td className={`${tdClass} max-sm:col-span-2`}>
                    <div className="flex justify-end gap-2">
                      {!currency.is_default && currency.is_active ? (
                        <WriteButton
                          variant="secondary"
                          className="whitespace-nowrap"
                          aria-label={t("makeDefaultNamed", { code: currency.code })}
                          disabled={change.isPending}
                          onClick={() =>
                            window.confirm(t("confirmDefault", { code: currency.code })) && change.mutate({ currency, patch: { is_default: true } })
                          }
                        >
                          {t("makeDefault")}
                        </WriteButton>
                      ) : null}
                      <EditButton label={t("editCurrency", { code: currency.code })} onClick={() => setEditing(currency)} />
                    </div>
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

const orUnset = (text: string) => (text.trim() === "" ? undefined : text);

function CurrencyForm({ currency, onDone }: { currency: Currency | null; onDone: () => void }) {
  const t = useMessages(currencyMessages);
  const store = useStore();
  const client = useQueryClient();
  const [draft, setDraft] = useState({
    code: currency?.code ?? "",
    name: currency?.name ?? "",
    symbol: currency?.symbol ?? "",
    conversion_rate: currency?.conversion_rate ?? "",
    is_active: currency?.is_active ?? true,
  });
  const set = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });
  // The default's rate is 1 and it stays active: those are not the form's to send.
  const fixed = currency?.is_default ?? false;
  const save = useMutation({
    mutationFn: () => {
      const fields = { name: orUnset(draft.name), symbol: orUnset(draft.symbol) };
      const changes = fixed ? fields : { ...fields, conversion_rate: draft.conversion_rate, is_active: draft.is_active };
      return currency
        ? api(`/currencies/${currency.id}`, { method: "PUT", body: changes, schema: currencyPatch })
        : api("/currencies", { method: "POST", body: { code: draft.code, ...changes }, schema: currencyInput });
    },
    onSuccess: () => {
      void refreshQueries(client, queryKeys.currencies.all);
      onDone();
    },
  });
  const remove = useMutation({
    mutationFn: () => api(`/currencies/${currency!.id}`, { method: "DELETE" }),
    onSuccess: () => {
      void refreshQueries(client, queryKeys.currencies.all);
      onDone();
    },
  });
  const error = (field: string) => (save.error instanceof ApiFailure ? save.error.fieldError(field) : undefined);

  return (
    <form
      className="mb-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Card title={currency ? t("editCurrency", { code: currency.code }) : t("addCurrency")}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={t("code")}
            value={draft.code}
            onChange={(code) => set({ code: code.toUpperCase() })}
            readOnly={!!currency}
            maxLength={3}
            dir="ltr"
            autoComplete="off"
            error={error("code")}
            hint={currency ? undefined : t("codeHint")}
          />
          <DecimalField
            label={t("rate")}
            dir="ltr"
            value={draft.conversion_rate}
            readOnly={fixed}
            onChange={(conversion_rate) => set({ conversion_rate })}
            error={error("conversion_rate")}
            hint={t("rateHint", { currency: store.default_currency })}
          />
          <TextField label={t("symbol")} value={draft.symbol} onChange={(symbol) => set({ symbol })} error={error("symbol")} hint={t("optionalHint")} />
          <TextField label={t("name")} value={draft.name} onChange={(name) => set({ name })} error={error("name")} hint={t("optionalHint")} />
        </div>
        {fixed ? null : (
          <div className="mt-4">
            <Switch label={t("active")} checked={draft.is_active} onChange={(is_active) => set({ is_active })} />
          </div>
        )}
        <div className="mt-3">
          <FormError error={save.error ?? remove.error} />
        </div>
        <FormActions
          onCancel={onDone}
          saving={save.isPending}
          deleteLabel={t("deleteCurrency")}
          onDelete={currency && !fixed ? () => window.confirm(t("confirmDelete", { code: currency.code })) && remove.mutate() : undefined}
        />
      </Card>
    </form>
  );
}
