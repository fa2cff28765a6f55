import { defineMessages } from "../i18n/messages";

// What checkout says to the shopper, in the store's language.
export const checkoutMessages = defineMessages({
  en: {
    placedCod: "Your order {code} is placed. You pay in cash on delivery.",
    orderPlaced: "Order placed",
    unknownMethod: "This payment method is not available.",
    noSuchOption: "This shipping option is not offered for these items and address.",
    keyTooLong: "An Idempotency-Key has at most 255 characters.",
    keyReused: "This Idempotency-Key was already used with another request.",
    keyInProgress: "A request with this Idempotency-Key is still being processed. Try again in a moment.",
    gatewayRefused: "The payment provider refused the payment. Please try another payment method.",
    gatewayUnavailable: "The payment provider cannot be reached right now. Please try again later.",
    gatewayCancelled: "Order cancelled: the payment could not be started.",
    holdExpired: "Order cancelled: the payment was not completed in time.",
  },
  fr: {
    placedCod: "Votre commande {code} est passée. Vous payez en espèces à la livraison.",
    orderPlaced: "Commande passée",
    unknownMethod: "Ce moyen de paiement n'est pas disponible.",
    noSuchOption: "Ce mode de livraison n'est pas proposé pour ces articles et cette adresse.",
    keyTooLong: "Une Idempotency-Key compte au plus 255 caractères.",
    keyReused: "Cette Idempotency-Key a déjà servi pour une autre requête.",
    keyInProgress: "Une requête avec cette Idempotency-Key est en cours de traitement. Réessayez dans un instant.",
    gatewayRefused: "Le prestataire de paiement a refusé le paiement. Veuillez choisir un autre moyen de paiement.",
    gatewayUnavailable: "Le prestataire de paiement est injoignable pour le moment. Veuillez réessayer plus tard.",
    gatewayCancelled: "Commande annulée : le paiement n'a pas pu être lancé.",
    holdExpired: "Commande annulée : le paiement n'a pas été effectué à temps.",
  },
  ar: {
    placedCod: "تم تسجيل طلبك {code}. ستدفع نقدًا عند التسليم.",
    orderPlaced: "تم تقديم الطلب",
    unknownMethod: "طريقة الدفع هذه غير متاحة.",
    noSuchOption: "خيار الشحن هذا غير متاح لهذه المنتجات وهذا العنوان.",
    keyTooLong: "لا يتجاوز مفتاح Idempotency-Key ‏255 حرفًا.",
    keyReused: "مفتاح Idempotency-Key هذا استُخدم من قبل لطلب آخر.",
    keyInProgress: "طلب بمفتاح Idempotency-Key هذا قيد المعالجة. حاول مرة أخرى بعد لحظة.",
    gatewayRefused: "رفض مزود الدفع عملية الدفع. يرجى اختيار طريقة دفع أخرى.",
    gatewayUnavailable: "تعذر الوصول إلى مزود الدفع حاليًا. يرجى المحاولة لاحقًا.",
    gatewayCancelled: "أُلغي الطلب: تعذر بدء عملية الدفع.",
    holdExpired: "أُلغي الطلب: لم يكتمل الدفع في الوقت المحدد.",
  },
});
