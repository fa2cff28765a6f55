"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { accountMessages, type AccountMessage } from "@/lib/storefront/messages/account";
import { passwordMessages } from "@/lib/storefront/messages/passwords";
import { signInPath } from "@/lib/storefront/return-path";
import { mergeGuestCart } from "../cart/guest-cart";
import { shopApi } from "../shop-api";
import { Field, fieldError, FormError, primaryButton } from "./form-parts";

// Signing in and registering. The forwarder keeps the token in its httpOnly cookie; once signed in,
// the lines of the browser's cart join the account's, and the shopper goes back where they came from.

type Props = { language: string; next: string };

function useSession(route: "/login-customer" | "/register-customer", next: string) {
  const router = useRouter();
  return useMutation({
    mutationFn: async (form: FormData) => {
      await shopApi(route, { method: "POST", body: Object.fromEntries(form) });
      await mergeGuestCart();
    },
    onSuccess: () => {
      router.replace(next);
      router.refresh();
    },
  });
}

const submit = (mutate: (form: FormData) => void) => (event: React.FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  mutate(new FormData(event.currentTarget));
};

export function SignInForm({ language, next }: Props) {
  const t = (key: AccountMessage) => accountMessages(language, key);
  const signIn = useSession("/login-customer", next);
  return (
    <form onSubmit={submit(signIn.mutate)} className="space-y-4" noValidate>
      <FormError error={signIn.error} fallback={t("failed")} />
      <Field label={t("email")} name="email" type="email" autoComplete="email" required error={fieldError(signIn.error, "email")} />
      <Field label={t("password")} name="password" type="password" autoComplete="current-password" required error={fieldError(signIn.error, "password")} />
      <p className="text-end text-sm">
        <Link href={`/forgot-password?next=${encodeURIComponent(next)}`} className="font-medium text-gray-700 underline underline-offset-4 hover:text-gray-900">
          {passwordMessages(language, "forgotLink")}
        </Link>
      </p>
      <button type="submit" className={primaryButton} disabled={signIn.isPending}>
        {signIn.isPending ? t("signingIn") : t("signIn")}
      </button>
      <p className="text-center text-sm text-gray-600">
        {t("noAccount")}{" "}
        <Link href={`/register?next=${encodeURIComponent(next)}`} className="font-semibold text-gray-900 underline underline-offset-4">
          {t("createAccount")}
        </Link>
      </p>
    </form>
  );
}

export function RegisterForm({ language, next }: Props) {
  const t = (key: AccountMessage) => accountMessages(language, key);
  const register = useSession("/register-customer", next);
  const error = (name: string) => fieldError(register.error, name);
  return (
    <form onSubmit={submit(register.mutate)} className="space-y-4" noValidate>
      <FormError error={register.error} fallback={t("failed")} />
      <Field label={t("name")} name="name" autoComplete="name" required error={error("name")} />
      <Field label={t("email")} name="email" type="email" autoComplete="email" required error={error("email")} />
      <Field label={t("phone")} name="phone" type="tel" autoComplete="tel" required error={error("phone")} />
      <Field label={t("password")} name="password" type="password" autoComplete="new-password" required error={error("password")} />
      <Field
        label={t("passwordConfirmation")}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={error("password_confirmation")}
      />
      <button type="submit" className={primaryButton} disabled={register.isPending}>
        {register.isPending ? t("registering") : t("register")}
      </button>
      <p className="text-center text-sm text-gray-600">
        {t("haveAccount")}{" "}
        <Link href={signInPath(next)} className="font-semibold text-gray-900 underline underline-offset-4">
          {t("signIn")}
        </Link>
      </p>
    </form>
  );
}

export function SignOutButton({ language, className }: { language: string; className?: string }) {
  const router = useRouter();
  const signOut = useMutation({
    mutationFn: () => shopApi("/log-out-customer", { method: "POST" }),
    onSettled: () => {
      router.replace("/");
      router.refresh();
    },
  });
  return (
    <button type="button" className={className} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      {accountMessages(language, "signOut")}
    </button>
  );
}
