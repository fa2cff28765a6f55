import { fieldError } from "../core/errors";
import type { StoreWithCurrencies } from "../tenancy/find-store";
import { currencyMessages } from "./messages";
import { convertAmount, type AmountInput, Decimal } from "./money";

// The currency an answer is priced in: the `store-currency` header's, or the store's default.
// Amounts are kept in the default currency; shown in another, they are multiplied by its rate and
// rounded half-up to 2 decimals (lib/money/money.ts), the default currency having rate 1.

export type DisplayCurrency = { code: string; name: string; symbol: string; rate: Decimal; isDefault: boolean };

export const CURRENCY_HEADER = "store-currency";

/** The answer's currency, among those `findStore` loaded with the store. */
export function resolveDisplayCurrency(store: StoreWithCurrencies, requested: string | null): DisplayCurrency {
  const code = (requested?.trim() || store.currencyCode).toUpperCase();
  const currency = store.currencies.find((c) => c.code === code);
  if (!currency || !currency.isActive) {
    throw fieldError(CURRENCY_HEADER, currencyMessages(store.language, "unknown", { code }));
  }
  const isDefault = currency.code === store.currencyCode;
  return {
    code: currency.code,
    name: currency.name,
    symbol: currency.symbol,
    rate: isDefault ? new Decimal(1) : currency.conversionRate,
    isDefault,
  };
}

/** An amount of the store's default currency, in `currency`. */
export function inCurrency(value: AmountInput, currency: DisplayCurrency): Decimal {
  return convertAmount(value, currency.rate);
}
