import { defineMessages } from "../i18n/messages";

// A store's custom domain and its proof (lib/domains).
export const domainMessages = defineMessages({
  en: {
    noDomain: "The store has no custom domain.",
    notAllowed: "No certificate is issued for this host.",
  },
  fr: {
    noDomain: "La boutique n'a pas de domaine personnalisé.",
    notAllowed: "Aucun certificat n'est délivré pour cet hôte.",
  },
  ar: {
    noDomain: "ليس للمتجر نطاق خاص.",
    notAllowed: "لا تُصدر شهادة لهذا المضيف.",
  },
});
