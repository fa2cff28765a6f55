// How an amount is written for people, for servers and browsers alike (no Decimal here, so the
// storefront's client components can import it): the digits grouped and placed as the language
// writes them (CLDR, through Intl), with the store's own symbol for its currency (`DH`, not CLDR's
// `MAD`), and Latin digits, as the API's amounts show them. The amount comes rounded to 2 decimals.

export type PriceCurrency = { code: string; symbol: string };

export function formatPrice(amount: number, currency: PriceCurrency, language: string): string {
  const format = new Intl.NumberFormat(language, { style: "currency", currency: currency.code, numberingSystem: "latn" });
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? currency.symbol || part.value : part.value))
    .join("");
}

/** Σ price × quantity of amounts already rounded to 2 decimals, in whole cents so that no float error shows. */
export function lineTotal(lines: { price: number; quantity: number }[]): number {
  return lines.reduce((cents, line) => cents + Math.round(line.price * 100) * line.quantity, 0) / 100;
}
