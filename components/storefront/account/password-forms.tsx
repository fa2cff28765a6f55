"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { accountMessages } from "@/lib/storefront/messages/account";
import { passwordMessages, type PasswordMessage } from "@/lib/storefront/messages/passwords";
import { signInPath } from "@/lib/storefront/return-path";
import { shopApi } from "../shop-api";
import { Field, fieldError, FormError, primaryButton, secondaryButton } from "./form-parts";

// A forgotten password (the e-mailed code, then the new password), a change of password and
// signing out everywhere, through the customer API's routes of ours (lib/passwords).

type Answer = { success: true; message: string };
const post = (route: string, form?: FormData) => shopApi<Answer>(route, { method: "POST", body: form ? Object.fromEntries(form) : undefined });
const formOf = (event: React.FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  return new FormData(event.currentTarget);
};
const linkClass = "font-semibold text-gray-900 underline underline-offset-4";

function NewPasswordFields({ t, error }: { t: (key: PasswordMessage) => string; error: unknown }) {
  return (
    <>
      <Field label={t("newPassword")} name="password" type="password" autoComplete="new-password" required error={fieldError(error, "password")} />
      <Field
        label={t("confirmNewPassword")}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={fieldError(error, "password_confirmation")}
      />
    </>
  );
}

/** Asks for the code, then takes it with the new password; done, the shopper signs in with it. */
export function ForgotPasswordForm({ language, next }: { language: string; next: string }) {
  const t = (key: PasswordMessage) => passwordMessages(language, key);
  const router = useRouter();
  const [email, setEmail] = useState<string>();
  const ask = useMutation({
    mutationFn: (form: FormData) => post("/forgot-password-customer", form),
    onSuccess: (_, form) => setEmail(String(form.get("email"))),
  });
  const reset = useMutation({
    mutationFn: (form: FormData) => post("/reset-password-customer", form),
    onSuccess: () => router.replace(`${signInPath(next)}&reset=1`),
  });
  const back = (
    <p className="text-center text-sm text-gray-600">
      <Link href={signInPath(next)} className={linkClass}>
        {t("backToSignIn")}
      </Link>
    </p>
  );
  if (!email)
    return (
      <form onSubmit={(event) => ask.mutate(formOf(event))} className="space-y-4" noValidate>
        <FormError error={ask.error} fallback={t("sendCode")} />
        <Field label={accountMessages(language, "email")} name="email" type="email" autoComplete="email" required error={fieldError(ask.error, "email")} />
        <button type="submit" className={primaryButton} disabled={ask.isPending}>
          {ask.isPending ? t("sending") : t("sendCode")}
        </button>
        {back}
      </form>
    );
  return (
    <form onSubmit={(event) => reset.mutate(formOf(event))} className="space-y-4" noValidate>
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
        {ask.data?.message}
      </p>
      <FormError error={reset.error && !fieldError(reset.error, "code") ? reset.error : null} fallback={t("setPassword")} />
      <input type="hidden" name="email" value={email} />
      <Field
        label={t("code")}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        error={fieldError(reset.error, "code")}
      />
      <NewPasswordFields t={t} error={reset.error} />
      <button type="submit" className={primaryButton} disabled={reset.isPending}>
        {reset.isPending ? t("saving") : t("setPassword")}
      </button>
      <button type="button" className={`${secondaryButton} w-full`} onClick={() => setEmail(undefined)}>
        {t("sendAgain")}
      </button>
      {back}
    </form>
  );
}

/** The current password and the new one; the other sessions end, this one stays. */
export function ChangePasswordForm({ language }: { language: string }) {
  const t = (key: PasswordMessage) => passwordMessages(language, key);
  const change = useMutation({ mutationFn: (form: FormData) => post("/change-password-customer", form) });
  return (
    <form
      onSubmit={(event) => {
        const form = formOf(event);
        const target = event.currentTarget;
        change.mutate(form, { onSuccess: () => target.reset() });
      }}
      className="space-y-4"
      noValidate
    >
      <FormError error={change.error && !fieldError(change.error, "current_password") ? change.error : null} fallback={t("changePassword")} />
      {change.isSuccess ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          {change.data.message}
        </p>
      ) : null}
      <Field
        label={t("currentPassword")}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(change.error, "current_password")}
      />
      <NewPasswordFields t={t} error={change.error} />
      <button type="submit" className={secondaryButton} disabled={change.isPending}>
        {change.isPending ? t("changing") : t("changePassword")}
      </button>
    </form>
  );
}

/** Every session of the shopper ends, this one included: back to the shop's home. */
export function SignOutEverywhereButton({ language }: { language: string }) {
  const t = (key: PasswordMessage) => passwordMessages(language, key);
  const router = useRouter();
  const signOut = useMutation({
    mutationFn: () => post("/log-out-everywhere-customer"),
    onSettled: () => {
      router.replace("/");
      router.refresh();
    },
  });
  return (
    <div className="space-y-2">
      <button type="button" className={secondaryButton} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {t("signOutEverywhere")}
      </button>
      <p className="text-sm text-gray-600">{t("signOutEverywhereHint")}</p>
    </div>
  );
}
