import { defineMessages } from "../i18n/messages";

// What the webhook routes say, in the store's language.
export const webhookMessages = defineMessages({
  en: {
    notFound: "Webhook not found.",
    deliveryNotFound: "Delivery not found.",
    https: "The address must be https.",
    privateAddress: "The address must be on the public internet.",
  },
  fr: {
    notFound: "Webhook introuvable.",
    deliveryNotFound: "Livraison introuvable.",
    https: "L'adresse doit être en https.",
    privateAddress: "L'adresse doit être sur l'internet public.",
  },
  ar: {
    notFound: "الويب هوك غير موجود.",
    deliveryNotFound: "عملية التسليم غير موجودة.",
    https: "يجب أن يكون العنوان https.",
    privateAddress: "يجب أن يكون العنوان على الإنترنت العام.",
  },
});
