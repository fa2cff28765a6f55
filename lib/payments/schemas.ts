import { z } from "zod";
import { recordId, wholeNumber } from "../core/ids";
import { successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { patchOf } from "../core/patch";
import { paymentMethodMessages } from "./messages";

// The payment methods a shopper can choose, as the contract shows them.
export const paymentMethodRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  instruction: z.string(),
});
export const activePaymentMethodsResponse = successSchema({ data: z.strictObject({ data: z.array(paymentMethodRecord) }) });

// The administration API's payment methods (ours, admin-api.md's convention). Credentials are
// write-only: a write names the keys it sets (null removes one), an answer says which are set.

export const PROVIDERS = ["cod", "stripe", "gpay", "paypal", "cmi"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

const localized = (key: Parameters<typeof paymentMethodMessages>[1], params: Record<string, string> = {}) => ({
  message: paymentMethodMessages("en", key, params),
  params: { localized: (language: string) => paymentMethodMessages(language, key, params) },
});

/** PayPal's currencies (its REST API's currency codes): an order in another is charged in the method's settlement currency. */
export const PAYPAL_CURRENCIES = [
  "AUD",
  "BRL",
  "CAD",
  "CHF",
  "CNY",
  "CZK",
  "DKK",
  "EUR",
  "GBP",
  "HKD",
  "HUF",
  "ILS",
  "JPY",
  "MXN",
  "MYR",
  "NOK",
  "NZD",
  "PHP",
  "PLN",
  "SEK",
  "SGD",
  "THB",
  "TWD",
  "USD",
] as const;
export const DEFAULT_SETTLEMENT_CURRENCY = "EUR";

const secret = z.string().trim().min(1).max(500);
const prefixed = (...prefixes: string[]) =>
  secret.refine((value) => prefixes.some((p) => value.startsWith(p)), localized("prefix", { prefix: prefixes.join(" / ") }));
const stripeKeys = {
  secret_key: prefixed("sk_", "rk_"),
  publishable_key: prefixed("pk_"),
  webhook_secret: prefixed("whsec_"),
};

/**
 * Each provider's credential keys and what a value must look like. Google Pay is charged through
 * Stripe with keys of its own method (docs/decisions.md). Every key is needed before a method can be active.
 */
export const CREDENTIAL_SCHEMAS = {
  cod: {},
  stripe: stripeKeys,
  gpay: stripeKeys,
  paypal: { client_id: secret, client_secret: secret, webhook_id: secret },
  cmi: { client_id: secret.refine((value) => /^\d+$/.test(value), localized("digits")), store_key: secret },
} satisfies Record<ProviderName, Record<string, z.ZodType<string>>>;

/** A provider's credentials as the checkout reads them: every key set. */
export type Credentials<P extends ProviderName> = { [K in keyof (typeof CREDENTIAL_SCHEMAS)[P]]: string };

export const credentialKeys = (provider: ProviderName) => Object.keys(CREDENTIAL_SCHEMAS[provider]);

/** What a write sends of a provider's credentials: a key's new value, or null to remove it; keys not sent are kept. */
export function credentialsInput(provider: ProviderName) {
  return z.strictObject(Object.fromEntries(Object.entries(CREDENTIAL_SCHEMAS[provider]).map(([key, schema]) => [key, schema.nullable().optional()])));
}

const settlementCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => (PAYPAL_CURRENCIES as readonly string[]).includes(code), localized("paypalCurrency", { codes: PAYPAL_CURRENCIES.join(", ") }));

const methodFields = z.object({
  name: z.string().trim().min(1).max(100),
  /** An upload of the store's gallery; null: no logo. */
  logo_id: recordId.nullable().default(null),
  instruction: z.string().trim().max(2000).default(""),
  /** Offered to shoppers; an online method needs every credential first. */
  is_active: z.boolean().default(false),
  /** The gateway's test environment. */
  sandbox: z.boolean().default(true),
  /** Where it comes in the shopper's list (lowest first); default: last. */
  position: wholeNumber(0, 1_000_000).optional(),
});

const newMethod = <P extends ProviderName, E extends z.ZodRawShape>(provider: P, extra: E) =>
  methodFields.extend({
    provider: z.literal(provider),
    name: methodFields.shape.name.optional(),
    credentials: credentialsInput(provider).default({}),
    ...extra,
  });

/** A new method, for a provider the store has none of; `name` defaults to the provider's. */
export const paymentMethodInput = z.discriminatedUnion("provider", [
  newMethod("cod", {}),
  newMethod("stripe", {}),
  newMethod("gpay", {}),
  newMethod("paypal", { settlement_currency: settlementCurrency.default(DEFAULT_SETTLEMENT_CURRENCY) }),
  newMethod("cmi", {}),
]);
export type PaymentMethodInput = z.infer<typeof paymentMethodInput>;

/**
 * Changes what it names. `credentials` are checked against the method's provider's keys by the
 * domain, since the provider is the stored method's.
 */
export const paymentMethodPatch = patchOf(methodFields).extend({
  credentials: z.record(z.string(), z.string().nullable()).optional(),
  settlement_currency: settlementCurrency.optional(),
});
export type PaymentMethodPatch = z.infer<typeof paymentMethodPatch>;

export const paymentMethodsQuery = pageQuery(50);

const credentialState = z.strictObject({
  set: z.boolean(),
  /** The value's last 4 characters; null when unset or shorter than 8 characters. */
  last4: z.string().nullable(),
});

export const paymentMethodManaged = z.strictObject({
  id: z.number().int(),
  provider: z.enum(PROVIDERS),
  name: z.string(),
  logo_id: z.number().int().nullable(),
  /** The logo's URL on the store's host. */
  logo: z.string().nullable(),
  instruction: z.string(),
  is_active: z.boolean(),
  sandbox: z.boolean(),
  position: z.number().int(),
  /** Every key of the provider, and whether it is set: never a value. */
  credentials: z.record(z.string(), credentialState),
  /** PayPal's; null for the others. */
  settlement_currency: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

// The gateways' confirmation routes (ours; the contract has none of them).
const confirmationResult = z.enum(["paid", "failed", "flagged", "duplicate", "ignored", "unknown", "refunded"]);
/** A webhook's answer: 2xx tells the gateway to stop sending it; `result` is what it did. */
export const webhookResponse = successSchema({ result: confirmationResult });
/** Every field of a signed notification, as strings: the signature covers fields we do not read. */
export const signedFields = z
  .object({
    oid: z.string().optional().meta({ description: "The order's code" }),
    ProcReturnCode: z.string().optional().meta({ description: "00 when approved" }),
    HASH: z.string().optional().meta({ description: "ver3 hash of every other field with the store key" }),
  })
  .catchall(z.string().max(4096));
export const stripeEventBody = z.looseObject({ id: z.string(), type: z.string() });
export const paypalEventBody = z.looseObject({ id: z.string(), event_type: z.string() });
export const paypalCaptureInput = z.strictObject({ order_id: z.string().min(1).max(64) });
export const paypalCaptureResponse = successSchema({
  message: z.string(),
  order_id: z.number().int(),
  order_code: z.string(),
  payment_status: z.enum(["paid", "unpaid"]),
});
