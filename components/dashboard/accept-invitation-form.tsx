"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { staffScreenMessages } from "@/lib/dashboard/messages/staff";
import type { SecondStepDue } from "@/lib/dashboard/session-types";
import { AuthProvider } from "./auth-provider";
import { useMessages } from "./language";
import { Button } from "./ui/buttons";
import { TextField } from "./ui/fields";
import { SecondStep } from "./sign-in-form";

/** The invitation's page: the person chooses their name and password, and is signed in (next-auth's "invitation" provider). */
export function AcceptInvitationForm() {
  return (
    <AuthProvider session={null}>
      <Form />
    </AuthProvider>
  );
}

function Form() {
  const t = useMessages(staffScreenMessages);
  const ts = useMessages(shellMessages);
  const [fields, setFields] = useState({ name: "", password: "", password_confirmation: "" });
  const [refusal, setRefusal] = useState<{ message: string; errors: Record<string, string[]> }>();
  const [busy, setBusy] = useState(false);
  // A store that requires two-factor sign-in of its staff enrols the new member before the first session.
  const [due, setDue] = useState<SecondStepDue>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    const token = new URLSearchParams(window.location.search).get("token") ?? "";
    const answer = await signIn("invitation", { token, ...fields, redirect: false });
    if (answer?.ok && !answer.error) {
      // A full load: the dashboard's layout reads the new session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/dashboard");
      return;
    }
    setBusy(false);
    try {
      const said = JSON.parse(answer?.error ?? "") as Partial<SecondStepDue> & { message: string; errors: Record<string, string[]> };
      if (said.two_factor && said.challenge) setDue({ two_factor: said.two_factor, challenge: said.challenge });
      else setRefusal(said);
    } catch {
      setRefusal({ message: answer?.error ?? "", errors: {} });
    }
  }

  // The invitation is spent once accepted: back is the sign-in page, where the password now opens the same step.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (due) return <SecondStep due={due} onBack={() => window.location.assign("/sign-in")} />;
  return (
    <form onSubmit={submit} className="w-full max-w-sm space-y-5 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-xl font-semibold">{t("acceptTitle", { store: ts("platformTitle") })}</h1>
      <p className="text-sm text-gray-600">{t("acceptLead")}</p>
      <TextField
        label={t("name")}
        value={fields.name}
        onChange={(name) => setFields({ ...fields, name })}
        autoComplete="name"
        error={refusal?.errors.name?.[0]}
        required
      />
      <TextField
        label={t("password")}
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(password) => setFields({ ...fields, password })}
        error={refusal?.errors.password?.[0]}
        required
      />
      <TextField
        label={t("passwordConfirmation")}
        type="password"
        autoComplete="new-password"
        value={fields.password_confirmation}
        onChange={(password_confirmation) => setFields({ ...fields, password_confirmation })}
        error={refusal?.errors.password_confirmation?.[0]}
        required
      />
      {refusal && !Object.keys(refusal.errors).length ? (
        <p role="alert" className="text-sm text-red-700">
          {refusal.message}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("accepting") : t("accept")}
      </Button>
    </form>
  );
}
