import { Decimal, percentOf, roundAmount, sumAmounts } from "../money/money";

// The coupon rules, pure: what a coupon takes off a set of lines, or why it does not apply.
// Amounts are in the store's default currency.

export type CouponRules = {
  type: "PERCENTAGE" | "FIXED";
  value: Decimal;
  minSubtotal: Decimal | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  freeShipping: boolean;
  isActive: boolean;
  /** Empty: every product is eligible. */
  productIds: number[];
  categoryIds: number[];
};

export type CouponLine = { productId: number; categoryIds: number[]; subtotal: Decimal };

export type CouponRefusal = "inactive" | "notStarted" | "expired" | "usedUp" | "usedUpByCustomer" | "minimum" | "inapplicable";

export type CouponOutcome = { ok: true; subtotal: Decimal; discount: Decimal; freeShipping: boolean } | { ok: false; reason: CouponRefusal; minimum?: Decimal };

type Availability = Pick<CouponRules, "isActive" | "startsAt" | "endsAt" | "usageLimit">;

/** Why nobody can redeem the coupon at `now`, whatever the cart; null: it can be redeemed. */
export function couponUnavailable(coupon: Availability, usedTotal: number, now: Date): "inactive" | "notStarted" | "expired" | "usedUp" | null {
  if (!coupon.isActive) return "inactive";
  if (coupon.startsAt && now < coupon.startsAt) return "notStarted";
  if (coupon.endsAt && now > coupon.endsAt) return "expired";
  if (coupon.usageLimit !== null && usedTotal >= coupon.usageLimit) return "usedUp";
  return null;
}

export function evaluateCoupon(coupon: CouponRules, lines: CouponLine[], usage: { total: number; byCustomer: number | null }, now: Date): CouponOutcome {
  const unavailable = couponUnavailable(coupon, usage.total, now);
  if (unavailable) return { ok: false, reason: unavailable };
  if (coupon.perCustomerLimit !== null && usage.byCustomer !== null && usage.byCustomer >= coupon.perCustomerLimit) {
    return { ok: false, reason: "usedUpByCustomer" };
  }

  const subtotal = sumAmounts(lines.map((l) => l.subtotal));
  if (coupon.minSubtotal && subtotal.lessThan(coupon.minSubtotal)) return { ok: false, reason: "minimum", minimum: coupon.minSubtotal };

  const restricted = coupon.productIds.length > 0 || coupon.categoryIds.length > 0;
  const eligible = restricted
    ? lines.filter((l) => coupon.productIds.includes(l.productId) || l.categoryIds.some((c) => coupon.categoryIds.includes(c)))
    : lines;
  if (eligible.length === 0) return { ok: false, reason: "inapplicable" };
  const base = sumAmounts(eligible.map((l) => l.subtotal));

  const discount = coupon.type === "PERCENTAGE" ? percentOf(base, Decimal.min(coupon.value, 100)) : roundAmount(Decimal.min(coupon.value, base));
  return { ok: true, subtotal, discount, freeShipping: coupon.freeShipping };
}
