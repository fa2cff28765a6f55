import { roundAmount, type AmountInput } from "./money";
import { formatPrice, type PriceCurrency } from "./price-format";

/** An exact amount as people read it on a picture or a page (price-format.ts), rounded half-up first. */
export function priceLabel(value: AmountInput, currency: PriceCurrency, language: string): string {
  return formatPrice(roundAmount(value).toNumber(), currency, language);
}
