import { Decimal } from "@prisma/client/runtime/client";

// Exact money. Amounts are Prisma Decimals (decimal.js), never floats; every conversion and
// rounding of the platform happens here: half-up to 2 decimals.

export { Decimal };
export type AmountInput = Decimal | string | number;

export const amount = (value: AmountInput): Decimal => new Decimal(value);

export function roundAmount(value: AmountInput): Decimal {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function sumAmounts(values: Iterable<AmountInput>): Decimal {
  let total = new Decimal(0);
  for (const v of values) total = total.plus(v);
  return total;
}

/** An amount of the store's default currency in a currency whose rate to it is `rate`. */
export function convertAmount(value: AmountInput, rate: AmountInput): Decimal {
  return roundAmount(new Decimal(value).times(rate));
}

/** `percent` % of `value`, rounded. */
export function percentOf(value: AmountInput, percent: AmountInput): Decimal {
  return roundAmount(new Decimal(value).times(percent).dividedBy(100));
}

/** The mean of `count` amounts adding up to `total`, rounded once; 0 when there are none. */
export function averageAmount(total: AmountInput, count: number): Decimal {
  return count === 0 ? new Decimal(0) : roundAmount(new Decimal(total).dividedBy(count));
}

/** For the contract's number fields: 12.5 */
export const amountNumber = (value: AmountInput): number => roundAmount(value).toNumber();

/** For the contract's two-decimal strings: "12.50" */
export const amountString = (value: AmountInput): string => roundAmount(value).toFixed(2);

/**
 * A currency's rate against a new default currency, from both rates against the old one: the
 * column's 8 decimals, half-up, and never 0, which would make every amount in it nothing.
 */
export function rebasedRate(rate: AmountInput, newDefaultRate: AmountInput): Decimal {
  return Decimal.max(new Decimal(rate).dividedBy(newDefaultRate).toDecimalPlaces(8, Decimal.ROUND_HALF_UP), "0.00000001");
}

/** An amount rounded half-up to a currency's minor unit: `exponent` decimals (0 for JPY, 3 for KWD). */
export function roundToMinorUnit(value: AmountInput, exponent: number): Decimal {
  return new Decimal(value).toDecimalPlaces(exponent, Decimal.ROUND_HALF_UP);
}

/** An amount as the whole number of minor units gateways count in (12.50 MAD is 1250), rounded to them first. */
export const toMinorUnits = (value: AmountInput, exponent: number): number => roundToMinorUnit(value, exponent).times(new Decimal(10).pow(exponent)).toNumber();

/** The amount a count of minor units is. */
export const fromMinorUnits = (units: number, exponent: number): Decimal => new Decimal(units).dividedBy(new Decimal(10).pow(exponent));
