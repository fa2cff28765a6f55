import { dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod";
import { localizedIssue } from "../core/validation";
import { passwordMessages } from "./messages";

// What a password someone chooses must be, as NIST SP 800-63B (5.1.1.2) asks of memorized
// secrets: at least 8 characters (counted as Unicode code points), long ones welcome (up to 200:
// a passphrase fits, and the bound keeps the hashing work of one request small), no rules about
// which kinds of characters, and none of the values attackers try first: the most common
// passwords, one of nothing but spaces (blank to whoever looks, and the first thing tried after
// the common ones), and the account's own e-mail address or the name before its @. The common passwords
// are the list that zxcvbn-ts maintains as a package (@zxcvbn-ts/language-common, about 49,000
// from breach corpora), compared without case. Used wherever an account chooses a password
// (customer registration now, a store's sign-up next); seeded demo accounts are written directly.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

// Built on first use: a Set of the list costs a few megabytes that only sign-ups need.
let common: Set<string> | undefined;
const isCommon = (password: string) => (common ??= new Set(dictionary["passwords-common"])).has(password.toLowerCase());

function fault(password: string): "short" | "blank" | "common" | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "short";
  // White space of any kind (\s: spaces, tabs, no-break and ideographic spaces).
  if (/^\s*$/u.test(password)) return "blank";
  return isCommon(password) ? "common" : undefined;
}

const issue = (key: Parameters<typeof passwordMessages>[1], path?: PropertyKey[]) => localizedIssue((language) => passwordMessages(language, key), path);

/** The password field of a sign-up: 422 on it, in the store's language, when short, blank or common. */
export const newPassword = z
  .string()
  .max(MAX_PASSWORD_LENGTH)
  .superRefine((password, ctx) => {
    const found = fault(password);
    if (found) ctx.addIssue(issue(found));
  })
  .meta({
    description: `${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters; not spaces only, not a common password, nor the e-mail address or the name before its @`,
  });

/** For the sign-up object (its `email` already trimmed and lower-cased): a 422 on `password` when it is the e-mail or its local part. */
export function passwordNotEmail(input: { email: string; password: string }, ctx: z.RefinementCtx) {
  // One message a field: a short or common password is refused as such already.
  if (fault(input.password)) return;
  const password = input.password.toLowerCase();
  if (password === input.email || password === input.email.slice(0, input.email.lastIndexOf("@"))) ctx.addIssue(issue("email", ["password"]));
}
