import { defineMessages } from "../i18n/messages";

// The store's currencies as the owner manages them (currencies.ts).
export const currencyMessages = defineMessages({
  en: {
    notFound: "Currency not found.",
    duplicate: "The store already has this currency.",
    defaultRate: "The default currency's rate is 1: the other currencies' rates are to it.",
    inactiveDefault: "An inactive currency cannot be the default currency.",
    keepDefault: "This is the store's default currency: make another currency the default first.",
    locked: "A store that has taken orders keeps its default currency: its orders and figures are in it.",
  },
  fr: {
    notFound: "Devise introuvable.",
    duplicate: "La boutique a déjà cette devise.",
    defaultRate: "Le taux de la devise par défaut est 1 : les taux des autres devises sont rapportés à elle.",
    inactiveDefault: "Une devise inactive ne peut pas être la devise par défaut.",
    keepDefault: "C'est la devise par défaut de la boutique : faites d'abord d'une autre devise la devise par défaut.",
    locked: "Une boutique qui a reçu des commandes garde sa devise par défaut : ses commandes et ses chiffres sont dans cette devise.",
  },
  ar: {
    notFound: "العملة غير موجودة.",
    duplicate: "هذه العملة موجودة في المتجر بالفعل.",
    defaultRate: "سعر العملة الافتراضية هو 1: أسعار العملات الأخرى منسوبة إليها.",
    inactiveDefault: "لا يمكن أن تكون عملة غير مفعّلة هي العملة الافتراضية.",
    keepDefault: "هذه هي العملة الافتراضية للمتجر: اجعل عملة أخرى هي الافتراضية أولاً.",
    locked: "المتجر الذي تلقى طلبات يحتفظ بعملته الافتراضية: طلباته وأرقامه بها.",
  },
});
