"use client";

import Link from "next/link";
import { useState } from "react";
import { api } from "@/lib/dashboard/api-client";
import { dashboardPasswordMessages } from "@/lib/dashboard/messages/passwords";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { ApiFailure } from "@/lib/http/api-client";
import { forgotPasswordInput, resetOwnerPasswordInput } from "@/lib/passwords/schemas";
import { useMessages } from "./language";
import { Button } from "./ui/buttons";
import { Field, inputClass } from "./ui/fields";

// The platform's pages for a forgotten password, outside the dashboard: ask for the e-mailed link
// (/forgot-password), then choose the new password from it (/reset-password?token=…). Their
// words are the page's; the API's own are English, as the platform's sign-in's.

export const authCardClass = "w-full max-w-sm space-y-5 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8";
const linkClass = "font-medium text-gray-900 underline";

/** The call's state: sending, the refusal, done. */
function useCall() {
  const [state, setState] = useState<{ busy?: boolean; error?: unknown; done?: boolean }>({});
  const run = async (call: () => Promise<unknown>) => {
    setState({ busy: true });
    try {
      await call();
      setState({ done: true });
    } catch (error) {
      setState({ error });
    }
  };
  const fieldError = (name: string) => (state.error instanceof ApiFailure ? state.error.fieldError(name) : undefined);
  return { ...state, run, fieldError };
}

function PasswordInput({ label, name, error, autoComplete }: { label: string; name: string; error?: string; autoComplete: string }) {
  return (
    <Field label={label} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          name={name}
          type="password"
          autoComplete={autoComplete}
          required
          aria-invalid={!!error}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function ForgotPasswordForm() {
  const t = useMessages(dashboardPasswordMessages);
  const ts = useMessages(shellMessages);
  const call = useCall();
  const submit = (form: FormData) =>
    call.run(() => api("/forgot-password", { method: "POST", body: { email: String(form.get("email") ?? "") }, schema: forgotPasswordInput }));
  return (
    <form action={submit} className={authCardClass} noValidate>
      <h1 className="text-2xl font-semibold">{t("forgotTitle")}</h1>
      <p className="text-sm text-gray-600">{t("forgotLead")}</p>
      {call.done ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          {t("linkSent")}
        </p>
      ) : (
        <>
          <Field label={ts("email")} error={call.fieldError("email")}>
            {(id, describedBy) => (
              <input id={id} name="email" type="email" dir="ltr" autoComplete="email" required aria-describedby={describedBy} className={inputClass} />
            )}
          </Field>
          {call.error && !call.fieldError("email") ? (
            <p role="alert" className="text-sm text-red-700">
              {call.error instanceof Error ? call.error.message : String(call.error)}
            </p>
          ) : null}
          <Button type="submit" disabled={call.busy} className="w-full">
            {call.busy ? t("sending") : t("sendLink")}
          </Button>
        </>
      )}
      <p className="text-sm">
        <Link href="/sign-in" className={linkClass}>
          {t("backToSignIn")}
        </Link>
      </p>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useMessages(dashboardPasswordMessages);
  const call = useCall();
  const submit = (form: FormData) => {
    const body = { token, password: String(form.get("password") ?? ""), password_confirmation: String(form.get("password_confirmation") ?? "") };
    return call.run(() => api("/reset-password", { method: "POST", body, schema: resetOwnerPasswordInput }));
  };
  // A link without a token, used, expired or mistyped: the API refuses the token.
  const linkRefused = !token || !!call.fieldError("token");
  return (
    <form action={submit} className={authCardClass} noValidate>
      <h1 className="text-2xl font-semibold">{t("resetTitle")}</h1>
      {call.done ? (
        <>
          <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
            {t("resetDone")}
          </p>
          <Link href="/sign-in" className={`${linkClass} block`}>
            {t("backToSignIn")}
          </Link>
        </>
      ) : linkRefused ? (
        <>
          <p role="alert" className="text-sm text-red-700">
            {t("linkInvalid")}
          </p>
          <Link href="/forgot-password" className={`${linkClass} block`}>
            {t("askAgain")}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-gray-600">{t("resetLead")}</p>
          <PasswordInput label={t("newPassword")} name="password" autoComplete="new-password" error={call.fieldError("password")} />
          <PasswordInput
            label={t("confirmNewPassword")}
            name="password_confirmation"
            autoComplete="new-password"
            error={call.fieldError("password_confirmation")}
          />
          <Button type="submit" disabled={call.busy} className="w-full">
            {call.busy ? t("saving") : t("setPassword")}
          </Button>
        </>
      )}
    </form>
  );
}
