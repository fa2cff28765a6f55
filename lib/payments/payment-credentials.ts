import { refusal } from "../core/errors";
import { validationError } from "../core/validation";
import { openJson, sealJson } from "../crypto/secret-box";
import { db } from "../db/client";
import type { PaymentProvider } from "../db/generated/client";
import { paymentMethodMessages } from "./messages";
import { DEFAULT_SETTLEMENT_CURRENCY, credentialKeys, credentialsInput, type Credentials, type ProviderName } from "./schemas";

// A payment method's credentials: written sealed (lib/crypto/secret-box), never answered, opened
// only here for the checkout and the gateways' confirmations. Stored as one sealed JSON object
// of the provider's keys (CREDENTIAL_SCHEMAS in lib/payments/schemas.ts), a key that is not set absent.

export const PROVIDER_NAMES: Record<PaymentProvider, ProviderName> = { COD: "cod", STRIPE: "stripe", GPAY: "gpay", PAYPAL: "paypal", CMI: "cmi" };
export const PROVIDER_OF = Object.fromEntries(Object.entries(PROVIDER_NAMES).map(([stored, name]) => [name, stored])) as Record<ProviderName, PaymentProvider>;

export type StoredCredentials = Record<string, string>;

export const paymentMethodNotFound = refusal("not_found", "No payment method of the store has this id: `Payment method not found.`");
export const paymentMethodMissing = (language: string) => paymentMethodNotFound.error(paymentMethodMessages(language, "notFound"));

export const openCredentials = (sealed: string | null): StoredCredentials => (sealed ? openJson<StoredCredentials>(sealed) : {});

/**
 * The stored credentials with a write's `changes` applied: a key given a value takes it, a key
 * given null is removed, the others are kept. The changes are checked against the provider's
 * keys (422 on `credentials.<key>`, in the store's language).
 */
export function withChanges(provider: ProviderName, stored: StoredCredentials, changes: Record<string, string | null | undefined>, language: string) {
  const parsed = credentialsInput(provider).safeParse(changes);
  if (!parsed.success)
    throw validationError(
      parsed.error.issues.map((issue) => ({ ...issue, path: ["credentials", ...issue.path] })),
      language,
    );
  const next = { ...stored };
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next;
}

/** The column's value: sealed, or null when no key is set. */
export const sealCredentials = (credentials: StoredCredentials): string | null => (Object.keys(credentials).length ? sealJson(credentials) : null);

/** A provider's keys that are not set: an online method needs none missing to be active. */
export const missingKeys = (provider: ProviderName, credentials: StoredCredentials) => credentialKeys(provider).filter((key) => !credentials[key]);

/** Which keys are set, and the last 4 characters of those long enough that 4 give little away. */
export function credentialStates(provider: ProviderName, credentials: StoredCredentials) {
  return Object.fromEntries(
    credentialKeys(provider).map((key) => {
      const value = credentials[key];
      return [key, { set: Boolean(value), last4: value && value.length >= 8 ? value.slice(-4) : null }];
    }),
  );
}

export type MethodCredentials =
  | { provider: "cod"; sandbox: boolean }
  | { provider: "stripe" | "gpay"; sandbox: boolean; credentials: Credentials<"stripe"> }
  | { provider: "paypal"; sandbox: boolean; credentials: Credentials<"paypal">; settlementCurrency: string }
  | { provider: "cmi"; sandbox: boolean; credentials: Credentials<"cmi"> };

/**
 * A method's opened credentials, typed by its provider, for the server's calls to its gateway
 * (the checkout, the confirmations). Another store's method, or none: 404. A method whose keys are
 * not all set cannot be charged through, which only an inactive method may be (the owner cannot
 * activate it so): an error, not an answer.
 */
export async function paymentCredentials(store: { id: number; language: string }, input: { methodId: number }): Promise<MethodCredentials> {
  const method = await db().paymentMethod.findFirst({
    where: { id: input.methodId, storeId: store.id },
    select: { id: true, provider: true, sandbox: true, credentials: true, settlementCurrency: true },
  });
  if (!method) throw paymentMethodMissing(store.language);
  const provider = PROVIDER_NAMES[method.provider];
  if (provider === "cod") return { provider, sandbox: method.sandbox };
  const stored = openCredentials(method.credentials);
  const missing = missingKeys(provider, stored);
  if (missing.length) throw new Error(`payment method ${method.id} lacks its ${missing.join(", ")}`);
  const credentials = Object.fromEntries(credentialKeys(provider).map((key) => [key, stored[key]!]));
  switch (provider) {
    case "paypal":
      return {
        provider,
        sandbox: method.sandbox,
        credentials: credentials as Credentials<"paypal">,
        settlementCurrency: method.settlementCurrency ?? DEFAULT_SETTLEMENT_CURRENCY,
      };
    case "cmi":
      return { provider, sandbox: method.sandbox, credentials: credentials as Credentials<"cmi"> };
    default:
      return { provider, sandbox: method.sandbox, credentials: credentials as Credentials<"stripe"> };
  }
}
