import { refusal } from "../core/errors";
import { defineMessages } from "../i18n/messages";
import { verifyAgainstDecoy, verifyPassword } from "./password";

// Laravel's `auth.failed` and its French and Arabic translations (laravel-lang), which the apps
// already show: unlike `Unauthenticated.`, Laravel translates this one.
export const signInMessages = defineMessages({
  en: { failed: "These credentials do not match our records.", disabled: "This account is disabled." },
  fr: { failed: "Ces identifiants ne correspondent pas à nos enregistrements.", disabled: "Ce compte est désactivé." },
  ar: { failed: "بيانات الاعتماد هذه غير متطابقة مع البيانات المسجلة لدينا.", disabled: "هذا الحساب معطل." },
});

/** `customers.status` and `owners.status`: 1 active, 2 disabled. */
export const ACTIVE = 1;

export const wrongCredentials = refusal(
  "unauthenticated",
  "No account has this e-mail and password: `These credentials do not match our records.`, in the store's language (English on the platform)",
);

export const accountDisabled = refusal(
  "unauthenticated",
  "The account is disabled: `This account is disabled.`, in the store's language (English on the platform)",
);

/**
 * The account when `password` is its password; otherwise a 401 in `language` that does not say
 * whether the account exists (a missing account costs the same hashing time as a wrong password).
 */
export async function checkCredentials<T extends { passwordHash: string }>(account: T | null, password: string, language: string): Promise<T> {
  const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDecoy(password);
  if (!account || !valid) throw wrongCredentials.error(signInMessages(language, "failed"));
  return account;
}
