// A currency's English name and symbol, from the ISO 4217 data the runtime's Intl carries (CLDR),
// for a currency added by its code alone: no table of our own to keep up to date.

/** `MAD` → "Moroccan Dirham". */
export function currencyName(code: string): string {
  return new Intl.DisplayNames("en", { type: "currency" }).of(code) ?? code;
}

/** The narrow symbol a shopper reads: `$` for USD, `€` for EUR, the code where CLDR has none (`MAD`). */
export function currencySymbol(code: string): string {
  const parts = new Intl.NumberFormat("en", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? code;
}
