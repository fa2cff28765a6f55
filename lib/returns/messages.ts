import { defineMessages } from "../i18n/messages";

// What returns say, in the store's language: the reasons shoppers pick (the storefront's form, the
// dashboard, the e-mails), the refusals, and the tracking messages the shopper sees on the lines.

export const returnReasonText = defineMessages({
  en: {
    size_too_small: "Size too small",
    size_too_large: "Size too large",
    unwanted: "No longer wanted",
    not_as_described: "Not as described",
    wrong_item: "Wrong item received",
    defective: "Damaged or defective",
    style: "Style",
    color: "Colour",
    other: "Other",
  },
  fr: {
    size_too_small: "Taille trop petite",
    size_too_large: "Taille trop grande",
    unwanted: "Ne me convient plus",
    not_as_described: "Non conforme à la description",
    wrong_item: "Mauvais article reçu",
    defective: "Endommagé ou défectueux",
    style: "Style",
    color: "Couleur",
    other: "Autre",
  },
  ar: {
    size_too_small: "المقاس صغير جدًا",
    size_too_large: "المقاس كبير جدًا",
    unwanted: "لم أعد أرغب فيه",
    not_as_described: "لا يطابق الوصف",
    wrong_item: "استلمت منتجًا خاطئًا",
    defective: "تالف أو معيب",
    style: "الطراز",
    color: "اللون",
    other: "سبب آخر",
  },
});

export const returnMessages = defineMessages({
  en: {
    notFound: "Return not found.",
    asked: "Your return request was sent to the store.",
    unknownLine: "This order has no line {line}.",
    tooMany: "Only {left} of {name} were bought.",
    notReturnable: "{name} cannot be returned: it is not delivered, its return window has closed, or a return was asked already.",
    noReturns: "This store does not take returns.",
    step: "A return that is {from} cannot be {to}.",
    requested: "Return requested: {items}. Reason: {reason}.",
    approved: "Return approved: {items}.",
    rejected: "Return refused: {items}.",
    received: "Returned items received: {items}.",
    ownerNote: "{message} Store's note: {note}",
    refundReason: "Return #{id}",
  },
  fr: {
    notFound: "Retour introuvable.",
    asked: "Votre demande de retour a été envoyée à la boutique.",
    unknownLine: "Cette commande n'a pas de ligne {line}.",
    tooMany: "Seulement {left} × {name} ont été achetés.",
    notReturnable: "{name} ne peut pas être retourné : pas encore livré, délai de retour dépassé, ou retour déjà demandé.",
    noReturns: "Cette boutique n'accepte pas les retours.",
    step: "Un retour {from} ne peut pas passer à {to}.",
    requested: "Retour demandé : {items}. Motif : {reason}.",
    approved: "Retour accepté : {items}.",
    rejected: "Retour refusé : {items}.",
    received: "Articles retournés reçus : {items}.",
    ownerNote: "{message} Note de la boutique : {note}",
    refundReason: "Retour n° {id}",
  },
  ar: {
    notFound: "طلب الإرجاع غير موجود.",
    asked: "تم إرسال طلب الإرجاع إلى المتجر.",
    unknownLine: "لا يحتوي هذا الطلب على السطر {line}.",
    tooMany: "تم شراء {left} فقط من {name}.",
    notReturnable: "لا يمكن إرجاع {name}: لم يتم تسليمه، أو انتهت مهلة الإرجاع، أو طُلب إرجاعه من قبل.",
    noReturns: "هذا المتجر لا يقبل الإرجاع.",
    step: "لا يمكن نقل إرجاع {from} إلى {to}.",
    requested: "تم طلب الإرجاع: {items}. السبب: {reason}.",
    approved: "تم قبول الإرجاع: {items}.",
    rejected: "تم رفض الإرجاع: {items}.",
    received: "تم استلام المنتجات المرتجعة: {items}.",
    ownerNote: "{message} ملاحظة المتجر: {note}",
    refundReason: "إرجاع رقم {id}",
  },
});

/** A return's state in words, for the refusal of a step it cannot take. */
export const returnStateText = defineMessages({
  en: { requested: "requested", approved: "approved", rejected: "refused", received: "received" },
  fr: { requested: "demandé", approved: "accepté", rejected: "refusé", received: "reçu" },
  ar: { requested: "مطلوب", approved: "مقبول", rejected: "مرفوض", received: "مستلم" },
});
