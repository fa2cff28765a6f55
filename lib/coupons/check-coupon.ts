import { refusal } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountString } from "../money/money";
import { evaluateCoupon, type CouponLine } from "./evaluate-coupon";
import { couponMessages } from "./messages/check-coupon";

// Whether a code applies to priced lines for a customer, and what it takes off: the one check of
// a coupon. /cart/apply-coupon quotes with it; the order that redeems a coupon (/make-payment)
// must call it again, with the order's customer and in the transaction that records the
// redemption, since only there do the per-customer and total limits bind (a quote is no promise).

/** The service's public samples answer an unknown code with a 400, the other refusals with a 422. */
export const couponNotFound = refusal("bad_request", "No coupon of the store has this code: `coupon code not found`");
export const couponRefused = refusal(
  "unprocessable",
  "The coupon is refused, without `errors`: inactive, not yet valid, expired, used up (by all, or by the signed-in customer), below its minimum subtotal, or for none of these products",
);

export type CouponCheck = {
  code: string;
  lines: CouponLine[];
  /** The signed-in customer, whose own uses count against the per-customer limit; null: nobody's do. */
  customerId: number | null;
  /** The currency a refusal shows the minimum subtotal in. */
  currency: DisplayCurrency;
  /** Checkout's transaction, where the redemption is recorded; a quote reads outside any. */
  tx?: Tx;
};

/**
 * The coupon `input.code` names and what it takes off the lines (amounts in the store's default
 * currency), or its refusal in the store's language, a minimum shown in `currency`.
 */
export async function checkCoupon(store: Store, input: CouponCheck) {
  const { currency, tx = db() } = input;
  const coupon = await tx.coupon.findUnique({
    where: { storeId_code: { storeId: store.id, code: input.code.toUpperCase() } },
    include: { products: { select: { productId: true } }, categories: { select: { categoryId: true } } },
  });
  if (!coupon) throw couponNotFound.error(couponMessages(store.language, "notFound"));
  // One after the other: in checkout's transaction both run on its one connection, where pg
  // deprecates a query sent while another is under way.
  const total = await tx.couponRedemption.count({ where: { couponId: coupon.id, storeId: store.id } });
  const byCustomer =
    input.customerId === null ? null : await tx.couponRedemption.count({ where: { couponId: coupon.id, storeId: store.id, customerId: input.customerId } });
  const outcome = evaluateCoupon(
    { ...coupon, productIds: coupon.products.map((p) => p.productId), categoryIds: coupon.categories.map((c) => c.categoryId) },
    input.lines,
    { total, byCustomer },
    new Date(),
  );
  if (!outcome.ok) {
    const minimum = outcome.minimum ? `${amountString(inCurrency(outcome.minimum, currency))} ${currency.code}` : "";
    throw couponRefused.error(couponMessages(store.language, outcome.reason, { minimum }));
  }
  return { coupon, subtotal: outcome.subtotal, discount: outcome.discount, freeShipping: outcome.freeShipping };
}
