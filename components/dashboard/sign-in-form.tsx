"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { dashboardPasswordMessages } from "@/lib/dashboard/messages/passwords";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { AuthProvider } from "./auth-provider";
import { authCardClass } from "./password-forms";
import { Button } from "./ui/buttons";
import { Field, inputClass } from "./ui/fields";
import { useMessages } from "./language";

export function SignInForm() {
  return (
    <AuthProvider session={null}>
      <Form />
    </AuthProvider>
  );
}

function Form() {
  const t = useMessages(shellMessages);
  const tp = useMessages(dashboardPasswordMessages);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(form: FormData) {
    setBusy(true);
    setError(undefined);
    const answer = await signIn("credentials", { email: form.get("email"), password: form.get("password"), redirect: false });
    if (answer?.ok && !answer.error) {
      const next = new URLSearchParams(window.location.search).get("callbackUrl");
      // Only a path of this site: the parameter comes from the address bar.
      window.location.assign(next?.startsWith("/") && !next.startsWith("//") ? next : "/dashboard");
      return;
    }
    setBusy(false);
    setError(t("wrongCredentials"));
  }

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
