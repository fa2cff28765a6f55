import { defineMessages } from "../i18n/messages";

// What payments say to the shopper, in the store's language: the tracking message of a paid
// order (/order-details shows it), and the refusals of the confirmation routes.
export const paymentMessages = defineMessages({
  en: {
    paid: "Payment received: {method}.",
    badSignature: "The signature of this notification could not be verified.",
    notFound: "No payment of this store has this reference.",
    captured: "Payment received.",
    notCaptured: "PayPal did not complete the payment ({status}).",
    gatewayRefused: "The payment provider refused the request. Please try another payment method.",
    gatewayUnavailable: "The payment provider cannot be reached right now. Please try again in a moment.",
  },
  fr: {
    paid: "Paiement reçu : {method}.",
    badSignature: "La signature de cette notification n'a pas pu être vérifiée.",
    notFound: "Aucun paiement de cette boutique n'a cette référence.",
    captured: "Paiement reçu.",
    notCaptured: "PayPal n'a pas finalisé le paiement ({status}).",
    gatewayRefused: "Le prestataire de paiement a refusé la demande. Veuillez essayer un autre moyen de paiement.",
    gatewayUnavailable: "Le prestataire de paiement est injoignable pour le moment. Veuillez réessayer dans un instant.",
  },
  ar: {
    paid: "تم استلام الدفع: {method}.",
    badSignature: "تعذر التحقق من توقيع هذا الإشعار.",
    notFound: "لا يوجد دفع في هذا المتجر بهذا المرجع.",
    captured: "تم استلام الدفع.",
    notCaptured: "لم يُكمل PayPal عملية الدفع ({status}).",
    gatewayRefused: "رفض مزود الدفع الطلب. يرجى تجربة وسيلة دفع أخرى.",
    gatewayUnavailable: "يتعذر الوصول إلى مزود الدفع حاليًا. يرجى المحاولة بعد قليل.",
  },
});
