import { defineMessages } from "../i18n/messages";

// What the content generator says, in the store's language: its input's refusal and its own.
export const generatorMessages = defineMessages({
  en: {
    messageRequired: "The message field is required unless a product_id is given.",
    notConfigured: "No AI provider is configured on this platform: its administrator must set OPENAI_API_KEY.",
    productNotFound: "The selected product_id is invalid.",
    quotaSpent: "The store has used its {limit} content generations for today; more are available from midnight, store time.",
    providerFailed: "The AI provider could not generate the content. Please try again later.",
    providerTimedOut: "The AI provider did not answer in time. Please try again later.",
  },
  fr: {
    messageRequired: "Le champ message est obligatoire sauf si un product_id est donné.",
    notConfigured: "Aucun fournisseur d'IA n'est configuré sur cette plateforme : son administrateur doit définir OPENAI_API_KEY.",
    productNotFound: "Le product_id sélectionné n'est pas valide.",
    quotaSpent: "La boutique a utilisé ses {limit} générations de contenu du jour ; d'autres seront disponibles à partir de minuit, heure de la boutique.",
    providerFailed: "Le fournisseur d'IA n'a pas pu générer le contenu. Veuillez réessayer plus tard.",
    providerTimedOut: "Le fournisseur d'IA n'a pas répondu à temps. Veuillez réessayer plus tard.",
  },
  ar: {
    messageRequired: "الحقل message مطلوب ما لم يُعطَ product_id.",
    notConfigured: "لا يوجد مزود ذكاء اصطناعي مهيأ على هذه المنصة: على مسؤولها تعيين OPENAI_API_KEY.",
    productNotFound: "قيمة product_id المختارة غير صالحة.",
    quotaSpent: "استنفد المتجر توليدات المحتوى الـ {limit} لهذا اليوم؛ تتوفر توليدات أخرى بدءًا من منتصف الليل بتوقيت المتجر.",
    providerFailed: "تعذر على مزود الذكاء الاصطناعي توليد المحتوى. يرجى المحاولة لاحقًا.",
    providerTimedOut: "لم يستجب مزود الذكاء الاصطناعي في الوقت المحدد. يرجى المحاولة لاحقًا.",
  },
});
