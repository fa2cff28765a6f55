import { roundAmount, type AmountInput } from "./money";

// An amount as people read it on a picture or a page: the digits grouped and placed as the
// store's language writes them (CLDR, through Intl), with the store's own symbol for its currency
// (`DH`, not CLDR's `MAD`), and Latin digits, as the API's amounts and the storefront show them.

export function priceLabel(value: AmountInput, currency: { code: string; symbol: string }, language: string): string {
  const format = new Intl.NumberFormat(language, { style: "currency", currency: currency.code, numberingSystem: "latn" });
  const amount = roundAmount(value).toNumber();
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? currency.symbol || part.value : part.value))
    .join("");
}
