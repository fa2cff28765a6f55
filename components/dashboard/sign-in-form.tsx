"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { api } from "@/lib/dashboard/api-client";
import { dashboardPasswordMessages } from "@/lib/dashboard/messages/passwords";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { twoFactorMessages } from "@/lib/dashboard/messages/two-factor";
import type { SecondStepDue } from "@/lib/dashboard/session-types";
import { sameOriginPath } from "@/lib/http/same-origin-path";
import type { TwoFactorSetup } from "@/lib/two-factor/schemas";
import { AuthProvider } from "./auth-provider";
import { SetupPanel } from "./two-factor/setup-panel";
import { authCardClass } from "./password-forms";
import { Button } from "./ui/buttons";
import { Field, inputClass, TextField } from "./ui/fields";
import { useMessages } from "./language";

export function SignInForm() {
  return (
    <AuthProvider session={null}>
      <Form />
    </AuthProvider>
  );
}

/** Only a path of this site: the parameter comes from the address bar. */
function goOn(fallback = "/dashboard") {
  window.location.assign(sameOriginPath(new URLSearchParams(window.location.search).get("callbackUrl")) ?? fallback);
}

/** next-auth's `error` of a refused step: the API's message, or the second step the password led to. */
function readError(error: string | null | undefined): Partial<SecondStepDue> & { message?: string } {
  try {
    return JSON.parse(error ?? "") as Partial<SecondStepDue> & { message?: string };
  } catch {
    return {};
  }
}

function Form() {
  const t = useMessages(shellMessages);
  const tp = useMessages(dashboardPasswordMessages);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [due, setDue] = useState<SecondStepDue>();

  async function submit(form: FormData) {
    setBusy(true);
    setError(undefined);
    const answer = await signIn("credentials", { email: form.get("email"), password: form.get("password"), redirect: false });
    if (answer?.ok && !answer.error) return goOn();
    setBusy(false);
    const step = readError(answer?.error);
    if (step.two_factor && step.challenge) setDue({ two_factor: step.two_factor, challenge: step.challenge });
    else setError(t("wrongCredentials"));
  }

  if (due) return <SecondStep due={due} onBack={() => setDue(undefined)} />;
  return (
    <form action={submit} className={authCardClass}>
      <h1 className="text-2xl font-semibold">{t("signInTitle")}</h1>
      <Field label={t("email")}>{(id) => <input id={id} name="email" type="email" autoComplete="email" required className={inputClass} />}</Field>
      <Field label={t("password")}>
        {(id) => <input id={id} name="password" type="password" autoComplete="current-password" required className={inputClass} />}
      </Field>
      <p className="text-end text-sm">
        <Link href="/forgot-password" className="font-medium text-gray-700 underline hover:text-gray-900">
          {tp("forgotLink")}
        </Link>
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("signingIn") : t("signIn")}
      </Button>
      <p className="text-sm text-gray-600">
        {t("noAccount")}{" "}
        <Link href="/register" className="font-medium text-gray-900 underline">
          {t("createStore")}
        </Link>
      </p>
    </form>
  );
}

/** The step after a right password: the app's code (or a recovery code), or the enrolment the store requires. */
export function SecondStep({ due, onBack }: { due: SecondStepDue; onBack: () => void }) {
  const t = useMessages(twoFactorMessages);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState("");
  const [setup, setSetup] = useState<TwoFactorSetup>();

  async function finish(provider: "two-factor" | "two-factor-enrol", value: string) {
    setBusy(true);
    setError(undefined);
    const answer = await signIn(provider, { challenge: due.challenge, code: value, redirect: false });
    // Enrolled at sign-in, the account makes its recovery codes on the settings page: a full load, as after any sign-in, for the new session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (answer?.ok && !answer.error) return provider === "two-factor" ? goOn() : window.location.assign("/dashboard/settings?two-factor=codes");
    setBusy(false);
    const refusal = readError(answer?.error) as { message?: string; errors?: Record<string, string[]> };
    setError(refusal.errors?.code?.[0] ?? refusal.message);
  }

  async function begin() {
    setBusy(true);
    const answer = await api<{ data: TwoFactorSetup }>("/login/two-factor/setup", { method: "POST", body: { challenge: due.challenge } }).catch(
      () => undefined,
    );
    setBusy(false);
    if (answer) setSetup(answer.data);
    else onBack();
  }

  const back = (
    <button type="button" onClick={onBack} className="text-sm font-medium text-gray-900 underline">
      {t("back")}
    </button>
  );
  if (due.two_factor === "setup")
    return (
      <div className={authCardClass}>
        <h1 className="text-2xl font-semibold">{t("enrolTitle")}</h1>
        <p className="text-sm text-gray-600">{t("enrolLead")}</p>
        {setup ? (
          <SetupPanel setup={setup} busy={busy} error={error} onConfirm={(value) => void finish("two-factor-enrol", value)} />
        ) : (
          <Button disabled={busy} onClick={() => void begin()} className="w-full">
            {t("turnOn")}
          </Button>
        )}
        {back}
      </div>
    );
  return (
    <form
      className={authCardClass}
      onSubmit={(event) => {
        event.preventDefault();
        void finish("two-factor", code);
      }}
    >
      <h1 className="text-2xl font-semibold">{t("codeStepTitle")}</h1>
      <p className="text-sm text-gray-600">{t("codeStepLead")}</p>
      <TextField label={t("code")} value={code} onChange={setCode} autoComplete="one-time-code" autoFocus dir="ltr" required error={error} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("verifying") : t("verify")}
      </Button>
      {back}
    </form>
  );
}
