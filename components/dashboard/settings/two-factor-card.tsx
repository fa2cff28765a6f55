"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/lib/dashboard/api-client";
import { twoFactorMessages } from "@/lib/dashboard/messages/two-factor";
import { queryKeys } from "@/lib/dashboard/query-keys";
import { ApiFailure } from "@/lib/http/api-client";
import type { TwoFactorSetup, TwoFactorStatus } from "@/lib/two-factor/schemas";
import { refreshQueries } from "@/components/refresh-queries";
import { useMessages } from "../language";
import { RecoveryCodes, SetupPanel } from "../two-factor/setup-panel";
import { Button } from "../ui/buttons";
import { Badge, FormError, QueryState } from "../ui/feedback";
import { Switch, TextField } from "../ui/fields";
import { Card } from "../ui/layout";

const fieldOf = (error: unknown, field: string) => (error instanceof ApiFailure ? error.fieldError(field) : undefined);

/**
 * The signed-in account's two-factor sign-in: set up (QR code, then the app's code), recovery codes
 * shown once, new ones, turning it off; and, for the store's owner, the rule that staff must have it.
 * `askForCodes`: the account was just enrolled at sign-in, whose recovery codes the page never saw.
 */
export function TwoFactorCard({ askForCodes = false }: { askForCodes?: boolean }) {
  const t = useMessages(twoFactorMessages);
  const client = useQueryClient();
  const status = useQuery({
    queryKey: queryKeys.twoFactor.status(),
    queryFn: () => api<{ data: TwoFactorStatus }>("/two-factor").then((answer) => answer.data),
  });
  const [codes, setCodes] = useState<string[]>();
  const refresh = () => refreshQueries(client, queryKeys.twoFactor.all);
  const setup = useMutation({ mutationFn: () => api<{ data: TwoFactorSetup }>("/two-factor/setup", { method: "POST" }).then((answer) => answer.data) });
  const shownCodes = (answer: { data: { recovery_codes: string[] } }) => {
    setCodes(answer.data.recovery_codes);
    void refresh();
  };
  const enable = useMutation({
    mutationFn: (code: string) => api<{ data: { recovery_codes: string[] } }>("/two-factor/enable", { method: "POST", body: { code } }),
    onSuccess: (answer) => {
      setup.reset();
      shownCodes(answer);
    },
  });
  const renew = useMutation({
    mutationFn: () => api<{ data: { recovery_codes: string[] } }>("/two-factor/recovery-codes", { method: "POST" }),
    onSuccess: shownCodes,
  });

  if (!status.data) return <QueryState loading={status.isPending} error={status.error} />;
  const state = status.data;
  return (
    <Card title={t("title")} actions={<Badge tone={state.enabled ? "green" : "gray"}>{state.enabled ? t("on") : t("off")}</Badge>} className="space-y-4">
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
      ) : state.enabled ? (
        <div className="space-y-4">
          <p className="text-sm text-gray-600">{t("codesLeft", { count: state.recovery_codes_left })}</p>
          {askForCodes ? <p className="text-sm font-medium text-amber-800">{t("newCodesMissing")}</p> : null}
          <Button variant="secondary" disabled={renew.isPending} onClick={() => renew.mutate()}>
            {t("newCodes")}
          </Button>
          <FormError error={renew.error} />
          {state.required ? <p className="text-sm text-gray-600">{t("required")}</p> : <TurnOff onOff={refresh} />}
        </div>
      ) : setup.data ? (
        <SetupPanel setup={setup.data} busy={enable.isPending} error={fieldOf(enable.error, "code")} onConfirm={(code) => enable.mutate(code)} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-gray-600">{t("offLead")}</p>
          <Button disabled={setup.isPending} onClick={() => setup.mutate()}>
            {t("turnOn")}
          </Button>
          <FormError error={setup.error} />
        </div>
      )}
      {state.can_change_store_rule ? <StaffRule required={state.store_requires_for_staff} onChange={refresh} /> : null}
    </Card>
  );
}

function TurnOff({ onOff }: { onOff: () => void }) {
  const t = useMessages(twoFactorMessages);
  const [proof, setProof] = useState("");
  // Six digits are a code of the app, a recovery code has its dash; anything else is the password.
  const body = /^\d{6}$|^[a-z0-9]{5}-[a-z0-9]{5}$/i.test(proof.trim()) ? { code: proof } : { password: proof };
  const off = useMutation({ mutationFn: () => api("/two-factor/disable", { method: "POST", body }), onSuccess: onOff });
  return (
    <form
      className="space-y-3 border-t border-gray-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        off.mutate();
      }}
    >
      <TextField
        label={t("turnOffLead")}
        type="password"
        autoComplete="current-password"
        value={proof}
        onChange={setProof}
        required
        error={fieldOf(off.error, "password") ?? fieldOf(off.error, "code")}
        fieldClassName="max-w-sm"
      />
      <Button type="submit" variant="danger" disabled={off.isPending}>
        {t("turnOff")}
      </Button>
      <FormError error={off.error} fieldsMessage="" />
    </form>
  );
}

function StaffRule({ required, onChange }: { required: boolean; onChange: () => void }) {
  const t = useMessages(twoFactorMessages);
  const save = useMutation({
    mutationFn: (next: boolean) => api("/two-factor/staff-requirement", { method: "PUT", body: { required: next } }),
    onSuccess: onChange,
  });
  return (
    <div className="space-y-2 border-t border-gray-200 pt-4">
      <h3 className="text-sm font-semibold">{t("staffRule")}</h3>
      <p className="text-sm text-gray-600">{t("staffRuleHint")}</p>
      <Switch label={t("staffRule")} checked={required} onChange={(next) => save.mutate(next)} states={{ off: t("staffRuleOff"), on: t("staffRuleOn") }} />
      <FormError error={save.error} />
    </div>
  );
}
