import { refusal } from "../core/errors";
import { db, type Tx } from "../db/client";
import { defineMessages } from "../i18n/messages";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountString } from "../money/money";
import { evaluateCoupon, type CouponLine } from "./evaluate-coupon";

// Whether a code applies to priced lines for a customer, and what it takes off: the one check of
// a coupon. /cart/apply-coupon quotes with it; the order that redeems a coupon (/make-payment)
// must call it again, with the order's customer and in the transaction that records the
// redemption, since only there do the per-customer and total limits bind (a quote is no promise).

export const couponMessages = defineMessages({
  en: {
    applied: "Coupon applied.",
    notFound: "coupon code not found",
    inactive: "This coupon is not active.",
    notStarted: "This coupon is not valid yet.",
    expired: "This coupon has expired.",
    usedUp: "This coupon has been used up.",
    usedUpByCustomer: "You have already used this coupon.",
    minimum: "This coupon needs a subtotal of at least {minimum}.",
    inapplicable: "This coupon does not apply to these products.",
  },
  fr: {
    applied: "Code promo appliqué.",
    notFound: "code promo introuvable",
    inactive: "Ce code promo n'est pas actif.",
    notStarted: "Ce code promo n'est pas encore valable.",
    expired: "Ce code promo a expiré.",
    usedUp: "Ce code promo a atteint sa limite d'utilisation.",
    usedUpByCustomer: "Vous avez déjà utilisé ce code promo.",
    minimum: "Ce code promo nécessite un sous-total d'au moins {minimum}.",
    inapplicable: "Ce code promo ne s'applique pas à ces produits.",
  },
  ar: {
    applied: "تم تطبيق القسيمة.",
    notFound: "رمز القسيمة غير موجود",
    inactive: "هذه القسيمة غير مفعلة.",
    notStarted: "هذه القسيمة غير صالحة بعد.",
    expired: "انتهت صلاحية هذه القسيمة.",
    usedUp: "تم استنفاد هذه القسيمة.",
    usedUpByCustomer: "لقد استخدمت هذه القسيمة من قبل.",
    minimum: "تتطلب هذه القسيمة مجموعًا فرعيًا لا يقل عن {minimum}.",
    inapplicable: "هذه القسيمة لا تنطبق على هذه المنتجات.",
  },
});

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
};

/**
 * The coupon `input.code` names and what it takes off the lines (amounts in the store's default
 * currency), or its refusal in the store's language, a minimum shown in `currency`.
 */
export async function checkCoupon(store: { id: number; language: string }, input: CouponCheck, currency: DisplayCurrency, tx: Tx = db()) {
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
