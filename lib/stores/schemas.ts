import { z } from "zod";
import { recordId } from "../core/ids";
import { successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { patchOf } from "../core/patch";
import { localizedMessage } from "../core/validation";
import { newPassword, passwordNotEmail } from "../auth/password-rule";
import { hexColor } from "../catalog/product-schemas";
import { LANGUAGES, type Language } from "../i18n/messages";
import { ownerStore, ownerUser } from "../owners/schemas";
import { isCountryCode } from "./countries";
import { storeFieldMessages } from "./messages";

// The shapes of the store settings the customer API reads: info, theme and currencies.

export const storeInfo = z.strictObject({
  address: z.string(),
  logo_light: z.string(),
  logo_dark: z.string(),
  store_name: z.string(),
});

const color = z.string();
const font = z.strictObject({ font: z.string(), light_color: color, dark_color: color });
export const storeTheme = z.strictObject({
  h1: font,
  h2: font,
  h3: font,
  h4: font,
  paragraph: font,
  button: z.strictObject({ light_color: color, dark_color: color, light_bg: color, dark_bg: color }),
  body: z.strictObject({ light_bg: color, dark_bg: color }),
});

export type Theme = z.infer<typeof storeTheme>;

export const currencyRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  symbol: z.string(),
  conversion_rate: z.number(),
  is_default: z.union([z.literal(0), z.literal(1)]),
});

export const storeInfoResponse = successSchema({ data: storeInfo });
export const storeThemeResponse = successSchema({ data: storeTheme });
export const currenciesResponse = successSchema({ data: z.array(currencyRecord) });

// The administration API's store settings: the documented reads (admin-api.md, "Media and store
// settings"), the store's own record and its currencies (ours: `{success, data}`, shape D lists),
// and the sign-up that makes a store.

/** The language of a store's messages and storefront copy. */
export const storeLanguage = z.enum(LANGUAGES);
/** Each language as the documented `/get-store-language` names it: in French. */
export const LANGUAGE_NAMES_IN_FRENCH = { en: "Anglais", fr: "Français", ar: "Arabe" } as const satisfies Record<Language, string>;

export const storePromptResponse = successSchema({ prompt: z.string() });
export const storeLanguageResponse = successSchema({
  language: z.enum(Object.values(LANGUAGE_NAMES_IN_FRENCH)),
  code: storeLanguage,
});

/** A refinement's issue with its message in the store's language (lib/core/validation.ts). */
const localized = (key: Parameters<typeof storeFieldMessages>[1]) => localizedMessage((language) => storeFieldMessages(language, key));

/** `{subdomain}.{ROOT_DOMAIN}`: one DNS label of 3 to 40 characters, lower-cased as sent. */
export const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
export const subdomainField = z
  .string()
  .trim()
  .toLowerCase()
  .refine((name) => SUBDOMAIN.test(name), localized("subdomain"));

/** ISO 4217, as the time's Intl knows the codes (upper-cased as sent). */
export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code), localized("currency"));

/** ISO 3166-1 alpha-2 (upper-cased as sent). */
export const countryCode = z.string().trim().toUpperCase().refine(isCountryCode, localized("country"));

/**
 * A zone of the IANA database by its name (`Area/Location`, or `UTC`), as Intl knows it, in Intl's
 * spelling (`africa/casablanca` is `Africa/Casablanca`); offsets (`+01:00`) are not zones.
 */
export const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .transform((name, ctx) => {
    const zone = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name) ? canonicalZone(name) : undefined;
    if (zone) return zone;
    ctx.addIssue({ code: "custom", ...localized("timezone") });
    return z.NEVER;
  });

function canonicalZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A rate to the default currency: above 0, at most 10 digits and 8 decimals (the column's Decimal(18,8)), kept as exact text. */
export const conversionRateField = z
  .union([z.number(), z.string().trim()])
  .transform(String)
  .refine((text) => /^\d{1,10}(\.\d{1,8})?$/.test(text) && /[1-9]/.test(text), localized("rate"));

/** A host name of two labels or more, lower-cased, without a trailing dot; not an IP address (its last label has a letter). */
export const customDomainField = z
  .string()
  .trim()
  .toLowerCase()
  .transform((name) => name.replace(/\.$/, ""))
  .refine(
    (name) =>
      name.length <= 253 &&
      /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(name) &&
      /[a-z]/.test(name.slice(name.lastIndexOf(".") + 1)),
    localized("domain"),
  );

// Sign-up: an owner and their new store.

export const registerStoreInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(191)),
    password: newPassword,
    store_name: z.string().trim().min(1).max(120),
    subdomain: subdomainField,
    language: storeLanguage.default("en"),
    /** Where the store is (ISO 3166-1 alpha-2): the currency and time zone left out follow it. */
    country: countryCode.optional(),
    /** Unset: the country's, else USD. */
    currency: currencyCode.optional(),
    /** Unset: the country's first zone, else UTC. */
    timezone: timeZoneField.optional(),
  })
  .superRefine(passwordNotEmail);
export type RegisterStoreInput = z.infer<typeof registerStoreInput>;

export const registerStoreResponse = successSchema({ token: z.string(), user: ownerUser, store: ownerStore });

export const subdomainAvailabilityQuery = z.object({ subdomain: z.string().max(200) });
export const subdomainAvailabilityResponse = successSchema({
  data: z.strictObject({
    /** As it would be stored: trimmed and lower-cased. */
    subdomain: z.string(),
    available: z.boolean(),
    /** Why not: its spelling, a name the platform keeps, a name that could pass for another store's (or an IDN's A-label), or another store's. */
    reason: z.enum(["invalid", "reserved", "lookalike", "taken"]).optional(),
  }),
});

// The store's own record.

const fontField = z.string().trim().min(1).max(100);
const fontPatch = z.strictObject({ font: fontField.optional(), light_color: hexColor.optional(), dark_color: hexColor.optional() });

/** The theme's parts and fields to change, each optional: what is left out keeps its value. */
export const themePatch = z.strictObject({
  h1: fontPatch.optional(),
  h2: fontPatch.optional(),
  h3: fontPatch.optional(),
  h4: fontPatch.optional(),
  paragraph: fontPatch.optional(),
  button: z
    .strictObject({ light_color: hexColor.optional(), dark_color: hexColor.optional(), light_bg: hexColor.optional(), dark_bg: hexColor.optional() })
    .optional(),
  body: z.strictObject({ light_bg: hexColor.optional(), dark_bg: hexColor.optional() }).optional(),
});
export type ThemePatch = z.infer<typeof themePatch>;

const storeSettingsFields = z.object({
  name: z.string().trim().min(1).max(120),
  address: z.string().trim().max(500),
  /** The tax or company number printed on invoices (ICE, SIRET, VAT id); empty: none. */
  tax_id: z.string().trim().max(100),
  /** Days after delivery a shopper may ask for a return (0: no returns). */
  return_window_days: z.number().int().min(0).max(365),
  /** Returns cost the shopper nothing. */
  free_returns: z.boolean(),
  /** A signed-in shopper's cart left behind gets one e-mail (ABANDONED_CART_HOURS). */
  abandoned_cart_emails: z.boolean(),
  /** Shoppers' reviews are shown at once, not held for the owner's approval. */
  reviews_auto_publish: z.boolean(),
  /** Pictures of the store's gallery, by upload id; null takes the logo off. */
  logo_light_id: recordId.nullable(),
  logo_dark_id: recordId.nullable(),
  theme: themePatch,
  language: storeLanguage,
  timezone: timeZoneField,
  /** What the store sells and how it speaks, for the AI content generator. */
  prompt: z.string().max(10_000),
  /** null: none. */
  custom_domain: customDomainField.nullable(),
  /** One of the store's active currencies. */
  default_currency: currencyCode,
});
export const storeSettingsPatch = patchOf(storeSettingsFields);
export type StoreSettingsPatch = z.infer<typeof storeSettingsPatch>;

export const storeSettingsRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  custom_domain: z.string().nullable(),
  /** The storefront's address. */
  url: z.string(),
  address: z.string(),
  tax_id: z.string(),
  return_window_days: z.number().int(),
  free_returns: z.boolean(),
  abandoned_cart_emails: z.boolean(),
  reviews_auto_publish: z.boolean(),
  logo_light_id: z.number().int().nullable(),
  logo_light: z.string().nullable(),
  logo_dark_id: z.number().int().nullable(),
  logo_dark: z.string().nullable(),
  theme: storeTheme,
  language: storeLanguage,
  timezone: z.string(),
  prompt: z.string(),
  default_currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const storeSettingsResponse = successSchema({ data: storeSettingsRecord });

// The store's currencies.

export const currencyInput = z.object({
  code: currencyCode,
  /** Unset: the currency's English name (Intl). */
  name: z.string().trim().min(1).max(100).optional(),
  /** Unset: its narrow symbol (Intl: `$`, `€`, `MAD`). */
  symbol: z.string().trim().min(1).max(10).optional(),
  /** Units of this currency for one unit of the default currency. */
  conversion_rate: conversionRateField,
  is_active: z.boolean().default(true),
  is_default: z.boolean().default(false),
});
export type CurrencyInput = z.infer<typeof currencyInput>;
/** A currency is its code: the code stays, every other field may change. */
export const currencyPatch = patchOf(currencyInput.omit({ code: true }));
export type CurrencyPatch = z.infer<typeof currencyPatch>;

export const managedCurrency = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  /** Exact decimal text: "0.092". */
  conversion_rate: z.string(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const currenciesQuery = pageQuery(50);
