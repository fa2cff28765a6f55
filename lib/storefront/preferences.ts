// What a shopper chooses once and the storefront remembers, in cookies that server-rendered pages
// and the browser both read (the language's is lib/i18n/language.ts).

/** The chosen currency's code, sent to the customer API as its `store-currency` header. */
export const CURRENCY_COOKIE = "currency";
export const PREFERENCE_MAX_AGE = 60 * 60 * 24 * 365;
