import type { z } from "zod";
import { postedOptions } from "../cart/schemas";
import { priceLines } from "../catalog/price-line";
import type { Store } from "../db/generated/client";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber } from "../money/money";
import { checkCoupon, couponLine } from "./check-coupon";
import { couponMessages } from "./messages/check-coupon";
import type { applyCouponInput } from "./schemas";

// POST /cart/apply-coupon: what a code would take off the posted items, priced from the catalog
// (the client's prices are never used). A refusal is `{success:false, message}` with HTTP 422.

export type ApplyCouponInput = Pick<z.infer<typeof applyCouponInput>, "coupon_code" | "items"> & {
  /** The token's customer; null when the shopper sent none. */
  customerId: number | null;
  /** The currency the amounts are shown in. */
  currency: DisplayCurrency;
};

export async function applyCoupon(store: Store, input: ApplyCouponInput) {
  const { currency } = input;
  const posted = input.items.map((item) => ({
    productId: item.id,
    colorId: item.color,
    variant: item.variant,
    quantity: item.quantity,
    ...postedOptions(item),
  }));
  const resolved = await priceLines(store, { lines: posted, field: (index) => `items.${index}.id`, optionsField: (index) => `items.${index}.options` });
  const lines = resolved.map((item, index) => couponLine(item, item.unitPrice.times(posted[index]!.quantity)));
  const checked = await checkCoupon(store, { code: input.coupon_code, lines, customerId: input.customerId, currency });
  // Each amount converted from the default currency on its own (docs/decisions.md): the total is
  // not the difference of two rounded amounts, which could be a cent off.
  const subtotal = inCurrency(checked.subtotal, currency);
  const discount = inCurrency(checked.discount, currency);
  const newTotal = inCurrency(checked.subtotal.minus(checked.discount), currency);
  return {
    message: couponMessages(store.language, "applied"),
    coupon_code: checked.coupon.code,
    discount_amount: amountNumber(discount),
    original_subtotal: amountNumber(subtotal),
    new_total: amountNumber(newTotal),
    free_shipping: checked.freeShipping,
    currency_symbol: currency.symbol,
    currency_code: currency.code,
  };
}
