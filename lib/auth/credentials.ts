import { z } from "zod";
import { refusal } from "../api/errors";
import { verifyAgainstDecoy, verifyPassword } from "./password";

export const loginInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  password: z.string().min(1).max(200),
});

export type LoginInput = z.infer<typeof loginInput>;

export const wrongCredentials = refusal("unauthenticated", "No account has this e-mail and password: `These credentials do not match our records.`");

/**
 * The account when `password` is its password; otherwise a 401 that does not say whether the
 * account exists (a missing account costs the same hashing time as a wrong password).
 */
export async function checkCredentials<T extends { passwordHash: string }>(account: T | null, password: string): Promise<T> {
  const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDecoy(password);
  if (!account || !valid) throw wrongCredentials.error("These credentials do not match our records.");
  return account;
}
