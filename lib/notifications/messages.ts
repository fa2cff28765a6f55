import { defineMessages } from "../i18n/messages";

// The e-mails about an order, in the store's language. `{lines}` is one line per product.
export const emailMessages = defineMessages({
  en: {
    orderConfirmationSubject: "Your order {code} at {store}",
    orderConfirmationBody:
      "Hello {name},\n\nThank you for your order {code} at {store}.\n\n{lines}\n\nTotal: {total} {currency}\nPayment: {method}\n\nWe will let you know when it ships.\n{store}",
    paymentConfirmationSubject: "Payment received for your order {code}",
    paymentConfirmationBody:
      "Hello {name},\n\nWe received your payment of {total} {currency} for your order {code} at {store}.\n\n{lines}\n\nWe will let you know when it ships.\n{store}",
    newOrderSubject: "New order {code}",
    newOrderBody: "{name} ({email}) placed the order {code}.\n\n{lines}\n\nTotal: {total} {currency}\nPayment: {method}, {paid}",
    refundSubject: "Refund for your order {code}",
    refundBody:
      "Hello {name},\n\nWe refunded {refunded} {currency} for your order {code} at {store}, paid by {method}. Your bank may take a few days to show it.\n\n{store}",
    paid: "paid",
    unpaid: "not paid yet",
    orderShippedSubject: "Your order {code} has shipped",
    orderShippedBody: "Hello {name},\n\nYour order {code} at {store} is on its way.\n\n{lines}\n{tracking}\n{store}",
    tracking: "Carrier: {carrier}\nTracking number: {number}\n{url}\n",
  },
  fr: {
    orderConfirmationSubject: "Votre commande {code} chez {store}",
    orderConfirmationBody:
      "Bonjour {name},\n\nMerci pour votre commande {code} chez {store}.\n\n{lines}\n\nTotal : {total} {currency}\nPaiement : {method}\n\nNous vous préviendrons de son expédition.\n{store}",
    paymentConfirmationSubject: "Paiement reçu pour votre commande {code}",
    paymentConfirmationBody:
      "Bonjour {name},\n\nNous avons reçu votre paiement de {total} {currency} pour votre commande {code} chez {store}.\n\n{lines}\n\nNous vous préviendrons de son expédition.\n{store}",
    newOrderSubject: "Nouvelle commande {code}",
    newOrderBody: "{name} ({email}) a passé la commande {code}.\n\n{lines}\n\nTotal : {total} {currency}\nPaiement : {method}, {paid}",
    refundSubject: "Remboursement de votre commande {code}",
    refundBody:
      "Bonjour {name},\n\nNous avons remboursé {refunded} {currency} pour votre commande {code} chez {store}, payée par {method}. Votre banque peut mettre quelques jours à l'afficher.\n\n{store}",
    paid: "payée",
    unpaid: "pas encore payée",
    orderShippedSubject: "Votre commande {code} a été expédiée",
    orderShippedBody: "Bonjour {name},\n\nVotre commande {code} chez {store} est en route.\n\n{lines}\n{tracking}\n{store}",
    tracking: "Transporteur : {carrier}\nNuméro de suivi : {number}\n{url}\n",
  },
  ar: {
    orderConfirmationSubject: "طلبك {code} من {store}",
    orderConfirmationBody:
      "مرحبًا {name}،\n\nشكرًا على طلبك {code} من {store}.\n\n{lines}\n\nالمجموع: {total} {currency}\nالدفع: {method}\n\nسنخبرك عند شحنه.\n{store}",
    paymentConfirmationSubject: "تم استلام الدفع لطلبك {code}",
    paymentConfirmationBody: "مرحبًا {name}،\n\nاستلمنا دفعتك البالغة {total} {currency} لطلبك {code} من {store}.\n\n{lines}\n\nسنخبرك عند شحنه.\n{store}",
    newOrderSubject: "طلب جديد {code}",
    newOrderBody: "قدّم {name} ({email}) الطلب {code}.\n\n{lines}\n\nالمجموع: {total} {currency}\nالدفع: {method}، {paid}",
    refundSubject: "استرداد مبلغ طلبك {code}",
    refundBody:
      "مرحبًا {name}،\n\nاسترددنا لك {refunded} {currency} عن طلبك {code} من {store}، المدفوع عبر {method}. قد يستغرق ظهوره لدى بنكك بضعة أيام.\n\n{store}",
    paid: "مدفوع",
    unpaid: "غير مدفوع بعد",
    orderShippedSubject: "تم شحن طلبك {code}",
    orderShippedBody: "مرحبًا {name}،\n\nطلبك {code} من {store} في الطريق إليك.\n\n{lines}\n{tracking}\n{store}",
    tracking: "شركة الشحن: {carrier}\nرقم التتبع: {number}\n{url}\n",
  },
});
