// An amount without its currency, for the answers that do not name one (a customer's orders are
// in the currency they were placed in, which /order and /order-details do not say): two decimals,
// grouped as the language writes them, in Latin digits as everywhere on the storefront.

export function formatAmount(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: "latn" }).format(amount);
}
