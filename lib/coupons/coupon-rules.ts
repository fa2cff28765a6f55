import type { Issue } from "../catalog/issues";
import { amount, type AmountInput } from "../money/money";
import { managedCouponMessages } from "./messages";

// The rules between a coupon's fields, pure, checked on the coupon as a write leaves it (a patch
// over the stored coupon), so that a patch of one field cannot break a rule with another.

export type CouponShape = {
  type: "percentage" | "fixed";
  value: AmountInput;
  freeShipping: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
};

/**
 * A percentage is at most 100; a coupon takes something off unless it gives free shipping (a
 * free-shipping code of value 0 is a coupon, as Shopify's free shipping discount is); its window
 * ends after it starts.
 */
export function couponIssues(coupon: CouponShape): Issue[] {
  const issues: Issue[] = [];
  const value = amount(coupon.value);
  if (coupon.type === "percentage" && value.greaterThan(100)) issues.push({ path: ["value"], message: (l) => managedCouponMessages(l, "percent") });
  else if (value.isZero() && !coupon.freeShipping) issues.push({ path: ["value"], message: (l) => managedCouponMessages(l, "nothing") });
  if (coupon.startsAt && coupon.endsAt && coupon.endsAt <= coupon.startsAt)
    issues.push({ path: ["ends_at"], message: (l) => managedCouponMessages(l, "window") });
  return issues;
}
