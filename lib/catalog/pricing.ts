import { Decimal, percentOf, roundAmount, type AmountInput } from "../money/money";

// A product's selling price: its base price less its own discount (1 fixed amount, 2 percent),
// never below zero. Kept in the store's default currency; converting is lib/money/currency's job.
export function sellingPrice(base: AmountInput, discountType: number | null, discountAmount: AmountInput | null): Decimal {
  const price = new Decimal(base);
  if (!discountType || discountAmount === null) return roundAmount(price);
  const off = discountType === 1 ? new Decimal(discountAmount) : percentOf(price, discountAmount);
  return roundAmount(Decimal.max(price.minus(off), 0));
}
