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

// The store's settings (lib/stores/manage-store.ts).
export const storeSettingsMessages = defineMessages({
  en: {
    platformDomain: "This domain is the platform's: a store's own domain must be outside it.",
    domainTaken: "Another store uses this domain.",
    inactiveCurrency: "The default currency must be one of the store's active currencies.",
  },
  fr: {
    platformDomain: "Ce domaine est celui de la plateforme : le domaine propre d'une boutique doit être en dehors.",
    domainTaken: "Une autre boutique utilise ce domaine.",
    inactiveCurrency: "La devise par défaut doit être l'une des devises actives de la boutique.",
  },
  ar: {
    platformDomain: "هذا النطاق تابع للمنصة: يجب أن يكون النطاق الخاص بالمتجر خارجه.",
    domainTaken: "هناك متجر آخر يستخدم هذا النطاق.",
    inactiveCurrency: "يجب أن تكون العملة الافتراضية إحدى العملات المفعّلة في المتجر.",
  },
});

// The sign-up's refusals (lib/stores/register-store.ts).
export const signUpMessages = defineMessages({
  en: {
    reserved: "This subdomain is kept by the platform: choose another.",
    taken: "This subdomain is taken: choose another.",
    lookalike: "This subdomain could pass for another store's: choose another.",
    email: "An account already uses this e-mail address: sign in instead.",
  },
  fr: {
    reserved: "Ce sous-domaine est réservé par la plateforme : choisissez-en un autre.",
    taken: "Ce sous-domaine est déjà pris : choisissez-en un autre.",
    lookalike: "Ce sous-domaine pourrait passer pour celui d'une autre boutique : choisissez-en un autre.",
    email: "Un compte utilise déjà cette adresse e-mail : connectez-vous.",
  },
  ar: {
    reserved: "هذا النطاق الفرعي محجوز للمنصة: اختر غيره.",
    taken: "هذا النطاق الفرعي مأخوذ: اختر غيره.",
    lookalike: "قد يُخلط هذا النطاق الفرعي بنطاق متجر آخر: اختر غيره.",
    email: "هناك حساب يستخدم هذا البريد الإلكتروني بالفعل: سجّل الدخول.",
  },
});

// The store's fields (lib/stores/schemas.ts).
export const storeFieldMessages = defineMessages({
  en: {
    subdomain: "The subdomain must be 3 to 40 lower-case letters, digits and hyphens, neither starting nor ending with a hyphen.",
    currency: "This is not an ISO 4217 currency code.",
    country: "This is not an ISO 3166 country code, such as MA.",
    timezone: "This is not a time zone of the IANA database, such as Africa/Casablanca.",
    rate: "The rate must be a number above 0 with at most 8 decimals.",
    domain: "The domain must be a host name such as shop.example.com.",
  },
  fr: {
    subdomain: "Le sous-domaine doit compter de 3 à 40 lettres minuscules, chiffres et tirets, sans commencer ni finir par un tiret.",
    currency: "Ce n'est pas un code de devise ISO 4217.",
    country: "Ce n'est pas un code de pays ISO 3166, comme MA.",
    timezone: "Ce n'est pas un fuseau horaire de la base IANA, comme Africa/Casablanca.",
    rate: "Le taux doit être un nombre supérieur à 0 avec au plus 8 décimales.",
    domain: "Le domaine doit être un nom d'hôte comme boutique.exemple.com.",
  },
  ar: {
    subdomain: "يجب أن يتكون النطاق الفرعي من 3 إلى 40 حرفًا لاتينيًا صغيرًا أو رقمًا أو شرطة، دون أن يبدأ أو ينتهي بشرطة.",
    currency: "هذا ليس رمز عملة وفق ISO 4217.",
    country: "هذا ليس رمز بلد وفق ISO 3166، مثل MA.",
    timezone: "هذه ليست منطقة زمنية من قاعدة بيانات IANA، مثل Africa/Casablanca.",
    rate: "يجب أن يكون السعر رقمًا أكبر من 0 بثماني منازل عشرية على الأكثر.",
    domain: "يجب أن يكون النطاق اسم مضيف مثل shop.example.com.",
  },
});
