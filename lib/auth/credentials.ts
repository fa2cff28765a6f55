import { refusal } from "../core/errors";
import { signInMessages } from "./messages";
import { verifyAgainstDecoy, verifyPassword } from "./password";

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
 * The account when `password` is its password and it is active. Otherwise a 401 in `language`:
 * a wrong password does not say whether the account exists (a missing account costs the same
 * hashing time), and only the right password learns that the account is disabled.
 */
export async function checkCredentials<T extends { passwordHash: string; status: number }>(input: {
  account: T | null;
  password: string;
  language: string;
}): Promise<T> {
  const { account, password, language } = input;
  const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDecoy(password);
  if (!account || !valid) throw wrongCredentials.error(signInMessages(language, "failed"));
  if (account.status !== ACTIVE) throw accountDisabled.error(signInMessages(language, "disabled"));
  return account;
}
