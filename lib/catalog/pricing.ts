import { Decimal, percentOf, roundAmount, type AmountInput } from "../money/money";

/** A product's own discount (`discount_type`): none, a fixed amount off, or a percentage off. */
export const DISCOUNT_TYPE = { NONE: 0, FIXED: 1, PERCENT: 2 } as const;

// A product's selling price: its base price less its own discount, never below zero. Kept in the
// store's default currency; converting is lib/money/currency's job.
export function sellingPrice(base: AmountInput, discountType: number | null, discountAmount: AmountInput | null): Decimal {
  const price = new Decimal(base);
  if (!discountType || discountAmount === null) return roundAmount(price);
  const off = discountType === DISCOUNT_TYPE.FIXED ? new Decimal(discountAmount) : percentOf(price, discountAmount);
  return roundAmount(Decimal.max(price.minus(off), 0));
}
