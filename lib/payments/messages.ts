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

// The owner's payment methods (manage-payment-methods.ts, payment-credentials.ts), and the rules of a
// provider's credentials (schemas.ts).
export const paymentMethodMessages = defineMessages({
  en: {
    notFound: "Payment method not found.",
    exists: "The store already has a {provider} method: change it instead.",
    needsKeys: "Set {keys} before activating this method.",
    keyInUse: "An active method needs this key: deactivate the method first.",
    noSettlement: "Only PayPal takes a settlement currency.",
    prefix: "The key must start with {prefix}.",
    digits: "The CMI client id is the merchant number: digits only.",
    paypalCurrency: "PayPal does not settle in this currency: choose one of {codes}.",
    codName: "Cash On Delivery",
    cardName: "Credit / Debit Card",
  },
  fr: {
    notFound: "Moyen de paiement introuvable.",
    exists: "La boutique a déjà un moyen de paiement {provider} : modifiez-le plutôt.",
    needsKeys: "Renseignez {keys} avant d'activer ce moyen de paiement.",
    keyInUse: "Un moyen de paiement actif a besoin de cette clé : désactivez-le d'abord.",
    noSettlement: "Seul PayPal prend une devise de règlement.",
    prefix: "La clé doit commencer par {prefix}.",
    digits: "L'identifiant client CMI est le numéro de commerçant : des chiffres uniquement.",
    paypalCurrency: "PayPal ne règle pas dans cette devise : choisissez parmi {codes}.",
    codName: "Paiement à la livraison",
    cardName: "Carte bancaire",
  },
  ar: {
    notFound: "طريقة الدفع غير موجودة.",
    exists: "لدى المتجر طريقة دفع {provider} بالفعل: عدّلها بدلاً من ذلك.",
    needsKeys: "أدخل {keys} قبل تفعيل طريقة الدفع هذه.",
    keyInUse: "طريقة الدفع المفعّلة تحتاج إلى هذا المفتاح: ألغِ تفعيلها أولاً.",
    noSettlement: "PayPal وحده يأخذ عملة تسوية.",
    prefix: "يجب أن يبدأ المفتاح بـ {prefix}.",
    digits: "معرّف عميل CMI هو رقم التاجر: أرقام فقط.",
    paypalCurrency: "لا يسوّي PayPal المدفوعات بهذه العملة: اختر إحدى {codes}.",
    codName: "الدفع عند الاستلام",
    cardName: "بطاقة بنكية",
  },
});
