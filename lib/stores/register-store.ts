import type { z } from "zod";
import { localizedIssue, validationError } from "../core/validation";
import { hashPassword } from "../auth/password";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { currencyName, currencySymbol } from "../money/currency-names";
import { createPaymentMethod } from "../payments/manage-payment-methods";
import { paymentMethodInput } from "../payments/schemas";
import { openShipping } from "../shipping/open-shipping";
import { countryDefaults } from "./countries";
import { createStore } from "./create-store";
import { signUpMessages } from "./messages";
import type { RegisterStoreInput } from "./schemas";
import { subdomainRefusal, type SubdomainRefusal } from "./subdomains";

// The store sign-up: a new owner and their store, signed in, ready to sell: the currency and time
// zone follow the store's country unless given, a first shipping zone covers that country, and Cash
// On Delivery is on. Refusals are answered in English, as the platform's sign-in is: no store's
// language applies yet.

const LANGUAGE = "en";

/**
 * The first zone's flat rate, which the owner edits: nothing, since any amount chosen here would
 * be wrong in most of the stores' currencies (25 is a fair delivery in dirhams, not in yen).
 */
const FIRST_RATE = "0";

/** Creates the owner and the store, and a token for the owner. A taken subdomain or e-mail is a 422 on its field, and creates nothing. */
export async function registerStore(input: RegisterStoreInput, asked: { platformOrigin: string }) {
  await refuseTaken(input);
  const passwordHash = await hashPassword(input.password);
  const country = input.country ? countryDefaults(input.country) : undefined;
  const currency = input.currency ?? country?.currency ?? "USD";
  try {
    const signedUp = await db().$transaction(async (tx) => {
      const { store, owner } = await createStore(tx, {
        subdomain: input.subdomain,
        name: input.store_name,
        language: input.language,
        country: input.country,
        timezone: input.timezone ?? country?.timezones[0] ?? "UTC",
        currency: { code: currency, name: currencyName(currency), symbol: currencySymbol(currency) },
        owner: { name: input.name, email: input.email, passwordHash },
      });
      if (input.country) await openShipping(tx, store, { countryCode: input.country, rate: FIRST_RATE });
      const token = await issueAccessToken({ kind: "OWNER", storeId: store.id, ownerId: owner.id }, tx);
      return { store, owner, token };
    });
    // The payment methods' own rule adds it (its name, its place, what an active one needs); it
    // writes in a transaction of its own, which can only see the store once the sign-up's is done.
    await createPaymentMethod(signedUp.store, { ...asked, fields: paymentMethodInput.parse({ provider: "cod", is_active: true }) });
    return signedUp;
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
