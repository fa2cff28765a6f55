import type { z } from "zod";
import { localizedIssue, validationError } from "../core/validation";
import { hashPassword } from "../auth/password";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { currencyName, currencySymbol } from "../money/currency-names";
import { createStore } from "./create-store";
import { signUpMessages } from "./messages";
import type { RegisterStoreInput } from "./schemas";
import { subdomainRefusal, type SubdomainRefusal } from "./subdomains";

// The store sign-up: a new owner and their store, signed in. Answered in English, as the platform's
// sign-in is: no store's language applies yet.

const LANGUAGE = "en";

/** Creates the owner and the store, and a token for the owner. A taken subdomain or e-mail is a 422 on its field, and creates nothing. */
export async function registerStore(input: RegisterStoreInput) {
  await refuseTaken(input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().$transaction(async (tx) => {
      const { store, owner } = await createStore(tx, {
        subdomain: input.subdomain,
        name: input.store_name,
        language: input.language,
        timezone: input.timezone,
        currency: { code: input.currency, name: currencyName(input.currency), symbol: currencySymbol(input.currency) },
        owner: { name: input.name, email: input.email, passwordHash },
      });
      const token = await issueAccessToken({ kind: "OWNER", storeId: store.id, ownerId: owner.id }, tx);
      return { store, owner, token };
    });
  } catch (error) {
    // Two sign-ups for one subdomain or e-mail at once: the unique index lets one through, and the
    // other, which waited for it to commit, finds its name taken.
    if (!isUniqueViolation(error)) throw error;
    await refuseTaken(input);
    throw refusal([{ field: "subdomain", reason: "taken" }]);
  }
}

type Taken = { field: "subdomain"; reason: Exclude<SubdomainRefusal, "invalid"> } | { field: "email"; reason: "email" };

async function refuseTaken(input: RegisterStoreInput): Promise<void> {
  const [subdomain, owner] = await Promise.all([
    subdomainRefusal({ subdomain: input.subdomain }),
    db().owner.findUnique({ where: { email: input.email }, select: { id: true } }),
  ]);
  const taken: Taken[] = [];
  // The schema let only well-formed subdomains through.
  if (subdomain && subdomain !== "invalid") taken.push({ field: "subdomain", reason: subdomain });
  if (owner) taken.push({ field: "email", reason: "email" });
  if (taken.length) throw refusal(taken);
}

const refusal = (taken: Taken[]) =>
  validationError(
    taken.map(({ field, reason }) => localizedIssue((language) => signUpMessages(language, reason), [field]) as z.core.$ZodIssue),
    LANGUAGE,
  );
