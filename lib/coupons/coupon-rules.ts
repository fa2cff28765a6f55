import type { Issue } from "../catalog/issues";
import { defineMessages } from "../i18n/messages";
import { amount, type AmountInput } from "../money/money";

// The rules between a coupon's fields, pure, checked on the coupon as a write leaves it (a patch
// over the stored coupon), so that a patch of one field cannot break a rule with another.

const messages = defineMessages({
  en: {
    percent: "A percentage coupon takes off from 0.01 to 100.",
    nothing: "A coupon takes something off, or gives free shipping.",
    window: "The end must come after the start.",
  },
  fr: {
    percent: "Un code promo en pourcentage retire de 0,01 à 100.",
    nothing: "Un code promo retire un montant, ou offre la livraison.",
    window: "La fin doit venir après le début.",
  },
  ar: {
    percent: "القسيمة بالنسبة المئوية تخصم من 0.01 إلى 100.",
    nothing: "يجب أن تخصم القسيمة مبلغًا أو أن تمنح شحنًا مجانيًا.",
    window: "يجب أن تأتي النهاية بعد البداية.",
  },
});

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
  if (coupon.type === "percentage" && value.greaterThan(100)) issues.push({ path: ["value"], message: (l) => messages(l, "percent") });
  else if (value.isZero() && !coupon.freeShipping) issues.push({ path: ["value"], message: (l) => messages(l, "nothing") });
  if (coupon.startsAt && coupon.endsAt && coupon.endsAt <= coupon.startsAt) issues.push({ path: ["ends_at"], message: (l) => messages(l, "window") });
  return issues;
}
