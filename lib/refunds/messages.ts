import { defineMessages } from "../i18n/messages";

// What refunds say, in the store's language: the refusals the owner reads, and the order's
// tracking message the shopper sees.
export const refundMessages = defineMessages({
  en: {
    notPaid: "Only a paid order can be refunded.",
    tooMuch: "At most {remaining} {currency} of this order can still be refunded.",
    nothing: "There is nothing to refund: give an amount, lines or the shipping.",
    unknownLine: "This order has no line {line}.",
    lineTooMany: "Only {left} of {name} can still be refunded.",
    shippingTwice: "The shipping of this order was refunded already.",
    outsideNeeded: "{method} payments are refunded outside the platform (CMI's back office, cash): say how it was given back.",
    gatewayRefused: "The payment provider refused the refund: {reason}",
    gatewayUnavailable: "The payment provider cannot be reached right now, nothing was refunded: {reason}",
    tracking: "Refund of {amount} {currency}.",
  },
  fr: {
    notPaid: "Seule une commande payée peut être remboursée.",
    tooMuch: "Il reste au plus {remaining} {currency} à rembourser sur cette commande.",
    nothing: "Rien à rembourser : indiquez un montant, des lignes ou la livraison.",
    unknownLine: "Cette commande n'a pas de ligne {line}.",
    lineTooMany: "Seulement {left} × {name} peuvent encore être remboursés.",
    shippingTwice: "La livraison de cette commande a déjà été remboursée.",
    outsideNeeded: "Les paiements {method} se remboursent hors de la plateforme (back-office CMI, espèces) : indiquez comment.",
    gatewayRefused: "Le prestataire de paiement a refusé le remboursement : {reason}",
    gatewayUnavailable: "Le prestataire de paiement est injoignable, rien n'a été remboursé : {reason}",
    tracking: "Remboursement de {amount} {currency}.",
  },
  ar: {
    notPaid: "لا يمكن استرداد مبلغ إلا لطلب مدفوع.",
    tooMuch: "يمكن استرداد {remaining} {currency} على الأكثر من هذا الطلب.",
    nothing: "لا يوجد ما يُسترد: حدّد مبلغًا أو منتجات أو الشحن.",
    unknownLine: "لا يحتوي هذا الطلب على السطر {line}.",
    lineTooMany: "يمكن استرداد {left} فقط من {name}.",
    shippingTwice: "تم استرداد رسوم شحن هذا الطلب من قبل.",
    outsideNeeded: "تُسترد مدفوعات {method} خارج المنصة (لوحة CMI، نقدًا): حدّد طريقة الاسترداد.",
    gatewayRefused: "رفض مزود الدفع الاسترداد: {reason}",
    gatewayUnavailable: "تعذر الوصول إلى مزود الدفع، ولم يُسترد أي مبلغ: {reason}",
    tracking: "استرداد {amount} {currency}.",
  },
});
