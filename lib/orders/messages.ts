import { defineMessages } from "../i18n/messages";
import type { DeliveryStatus, PaymentStatus } from "./status";

// What orders say, to the shopper and to the owner, in the store's language: refusals, and the
// tracking messages a change of state adds to the order's history (/order-details shows them).

export const orderMessages = defineMessages({
  en: {
    notFound: "Order not found.",
    notCancellable: "This order can no longer be cancelled.",
    cancelledByCustomer: "Order cancelled by the customer.",
    already: "This order is already {status}.",
    deliveryNotAllowed: "An order that is {from} cannot be marked {to}.",
    paidWhenCancelled: "A cancelled order cannot be marked paid.",
    unpaidWhenPaidOnline: "This order was paid through a payment gateway: it can only be refunded there.",
  },
  fr: {
    notFound: "Commande introuvable.",
    notCancellable: "Cette commande ne peut plus être annulée.",
    cancelledByCustomer: "Commande annulée par le client.",
    already: "Cette commande est déjà {status}.",
    deliveryNotAllowed: "Une commande {from} ne peut pas passer à l'état {to}.",
    paidWhenCancelled: "Une commande annulée ne peut pas être marquée payée.",
    unpaidWhenPaidOnline: "Cette commande a été payée par une passerelle de paiement : seul un remboursement par celle-ci est possible.",
  },
  ar: {
    notFound: "الطلب غير موجود.",
    notCancellable: "لم يعد من الممكن إلغاء هذا الطلب.",
    cancelledByCustomer: "ألغى العميل الطلب.",
    already: "هذا الطلب {status} بالفعل.",
    deliveryNotAllowed: "لا يمكن نقل طلب {from} إلى حالة {to}.",
    paidWhenCancelled: "لا يمكن تسجيل طلب ملغى على أنه مدفوع.",
    unpaidWhenPaidOnline: "دُفع هذا الطلب عبر بوابة دفع: لا يمكن استرداده إلا من خلالها.",
  },
});

/** The name of each state, as the refusals above write it. */
const deliveryNames = defineMessages({
  en: { s1: "pending", s2: "confirmed", s3: "shipped", s4: "cancelled", s5: "delivered" },
  fr: { s1: "en attente", s2: "confirmée", s3: "expédiée", s4: "annulée", s5: "livrée" },
  ar: { s1: "قيد الانتظار", s2: "مؤكد", s3: "مشحون", s4: "ملغى", s5: "مُسلَّم" },
});
const paymentNames = defineMessages({
  en: { s1: "paid", s2: "unpaid", s3: "refunded", s4: "partially refunded" },
  fr: { s1: "payée", s2: "non payée", s3: "remboursée", s4: "partiellement remboursée" },
  ar: { s1: "مدفوع", s2: "غير مدفوع", s3: "مسترد", s4: "مسترد جزئيًا" },
});

export const deliveryName = (language: string, status: DeliveryStatus) => deliveryNames(language, `s${status}`);
export const paymentName = (language: string, status: PaymentStatus) => paymentNames(language, `s${status}`);

/**
 * The states as a shopper reads them on their own (a badge, a list): capitalized, unlike the names
 * set in a sentence above. /order-details answers them beside the contract's English labels.
 */
const statusTexts = defineMessages({
  en: {
    d1: "Pending",
    d2: "Confirmed",
    d3: "Shipped",
    d4: "Cancelled",
    d5: "Delivered",
    p1: "Paid",
    p2: "Unpaid",
    p3: "Refunded",
    p4: "Partially refunded",
    unknown: "Unknown",
  },
  fr: {
    d1: "En attente",
    d2: "Confirmée",
    d3: "Expédiée",
    d4: "Annulée",
    d5: "Livrée",
    p1: "Payée",
    p2: "Non payée",
    p3: "Remboursée",
    p4: "Partiellement remboursée",
    unknown: "Inconnu",
  },
  ar: {
    d1: "قيد الانتظار",
    d2: "مؤكد",
    d3: "تم الشحن",
    d4: "ملغى",
    d5: "تم التسليم",
    p1: "مدفوع",
    p2: "غير مدفوع",
    p3: "مسترد",
    p4: "مسترد جزئيًا",
    unknown: "غير معروف",
  },
});
const isKey = <K extends string>(key: string, known: readonly K[]): key is K => (known as readonly string[]).includes(key);
const STATUS_KEYS = ["d1", "d2", "d3", "d4", "d5", "p1", "p2", "p3", "p4"] as const;
const statusText = (language: string, key: string) => statusTexts(language, isKey(key, STATUS_KEYS) ? key : "unknown");
export const deliveryStatusText = (language: string, status: number) => statusText(language, `d${status}`);
export const paymentStatusText = (language: string, status: number) => statusText(language, `p${status}`);

/** A line's return state (`return_status.label` keeps the contract's English). */
const returnTexts = defineMessages({
  en: { r0: "No return", r1: "Return requested", r2: "Return accepted", r3: "Return refused", r4: "Returned" },
  fr: { r0: "Aucun retour", r1: "Retour demandé", r2: "Retour accepté", r3: "Retour refusé", r4: "Retourné" },
  ar: { r0: "لا يوجد إرجاع", r1: "تم طلب الإرجاع", r2: "تم قبول الإرجاع", r3: "تم رفض الإرجاع", r4: "تم الإرجاع" },
});
const RETURN_KEYS = ["r0", "r1", "r2", "r3", "r4"] as const;
export const returnStatusText = (language: string, status: number) => {
  const key = `r${status}`;
  return returnTexts(language, isKey(key, RETURN_KEYS) ? key : "r0");
};

/** The tracking message of a change the owner made without writing one. */
export const trackingMessages = defineMessages({
  en: {
    delivery2: "Order confirmed.",
    delivery3: "Order shipped.",
    delivery4: "Order cancelled by the store.",
    delivery5: "Order delivered.",
    payment1: "Payment received.",
    payment2: "Payment marked as not received.",
    shippedWith: "Order shipped with {carrier}, tracking number {number}: {url}",
    shippedWithNumber: "Order shipped with {carrier}, tracking number {number}.",
  },
  fr: {
    delivery2: "Commande confirmée.",
    delivery3: "Commande expédiée.",
    delivery4: "Commande annulée par la boutique.",
    delivery5: "Commande livrée.",
    payment1: "Paiement reçu.",
    payment2: "Paiement marqué comme non reçu.",
    shippedWith: "Commande expédiée par {carrier}, numéro de suivi {number} : {url}",
    shippedWithNumber: "Commande expédiée par {carrier}, numéro de suivi {number}.",
  },
  ar: {
    delivery2: "تم تأكيد الطلب.",
    delivery3: "تم شحن الطلب.",
    delivery4: "ألغى المتجر الطلب.",
    delivery5: "تم تسليم الطلب.",
    payment1: "تم استلام الدفع.",
    payment2: "تم تسجيل الدفع على أنه غير مستلم.",
    shippedWith: "تم شحن الطلب مع {carrier}، رقم التتبع {number}: {url}",
    shippedWithNumber: "تم شحن الطلب مع {carrier}، رقم التتبع {number}.",
  },
});
