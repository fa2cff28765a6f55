import { defineMessages } from "../i18n/messages";

// The operator console's refusals (English: the console is the platform's, in one language).
export const operatorMessages = defineMessages({
  en: {
    wrongCode: "The code is not valid: enter the current code of your authenticator app.",
    storeNotFound: "Store not found.",
    alreadySuspended: "The store is suspended already.",
    notSuspended: "The store is not suspended.",
    taken: "An operator has this e-mail already.",
  },
  fr: {
    wrongCode: "Le code n'est pas valide : saisissez le code actuel de votre application d'authentification.",
    storeNotFound: "Boutique introuvable.",
    alreadySuspended: "La boutique est déjà suspendue.",
    notSuspended: "La boutique n'est pas suspendue.",
    taken: "Un opérateur a déjà cette adresse e-mail.",
  },
  ar: {
    wrongCode: "الرمز غير صالح: أدخل الرمز الحالي لتطبيق المصادقة.",
    storeNotFound: "المتجر غير موجود.",
    alreadySuspended: "المتجر موقوف بالفعل.",
    notSuspended: "المتجر غير موقوف.",
    taken: "يوجد مشغّل بهذا البريد الإلكتروني بالفعل.",
  },
});
