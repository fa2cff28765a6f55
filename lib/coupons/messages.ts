import { defineMessages } from "../i18n/messages";

// What the owner's coupons say, in the store's language: the management routes' refusals
// (manage-coupons.ts), the rules between a coupon's fields (coupon-rules.ts) and its code (schemas.ts).
export const managedCouponMessages = defineMessages({
  en: {
    notFound: "Coupon not found.",
    taken: "The store already has a coupon with this code.",
    unknownProducts: "The store has no product with the ids {ids}.",
    unknownCategories: "The store has no category with the ids {ids}.",
    used: "Orders have used this coupon: deactivate it instead, which keeps their history.",
    percent: "A percentage coupon takes off from 0.01 to 100.",
    nothing: "A coupon takes something off, or gives free shipping.",
    window: "The end must come after the start.",
    code: "A code holds letters, digits, hyphens and underscores only.",
  },
  fr: {
    notFound: "Code promo introuvable.",
    taken: "La boutique a déjà un code promo avec ce code.",
    unknownProducts: "La boutique n'a pas de produit avec les identifiants {ids}.",
    unknownCategories: "La boutique n'a pas de catégorie avec les identifiants {ids}.",
    used: "Des commandes ont utilisé ce code promo : désactivez-le plutôt, ce qui garde leur historique.",
    percent: "Un code promo en pourcentage retire de 0,01 à 100.",
    nothing: "Un code promo retire un montant, ou offre la livraison.",
    window: "La fin doit venir après le début.",
    code: "Un code ne contient que des lettres, des chiffres, des tirets et des tirets bas.",
  },
  ar: {
    notFound: "القسيمة غير موجودة.",
    taken: "لدى المتجر قسيمة بهذا الرمز بالفعل.",
    unknownProducts: "لا توجد في المتجر منتجات بالمعرّفات {ids}.",
    unknownCategories: "لا توجد في المتجر فئات بالمعرّفات {ids}.",
    used: "استخدمت طلبات هذه القسيمة: ألغِ تفعيلها بدلاً من ذلك، فذلك يحفظ سجلها.",
    percent: "القسيمة بالنسبة المئوية تخصم من 0.01 إلى 100.",
    nothing: "يجب أن تخصم القسيمة مبلغًا أو أن تمنح شحنًا مجانيًا.",
    window: "يجب أن تأتي النهاية بعد البداية.",
    code: "لا يحتوي الرمز إلا على أحرف وأرقام وشرطات وشرطات سفلية.",
  },
});
