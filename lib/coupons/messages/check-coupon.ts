import { defineMessages } from "../../i18n/messages";

// What the check of a coupon says to the shopper (lib/coupons/check-coupon.ts), in the store's language.
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
