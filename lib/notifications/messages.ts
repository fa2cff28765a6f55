import { defineMessages } from "../i18n/messages";

// The e-mails about an order, in the store's language. `{lines}` is one line per product.
export const emailMessages = defineMessages({
  en: {
    orderConfirmationSubject: "Your order {code} at {store}",
    orderConfirmationBody:
      "Hello {name},\n\nThank you for your order {code} at {store}.\n\n{lines}\n\nTotal: {total}\nPayment: {method}\n\nWe will let you know when it ships.\n{store}",
    paymentConfirmationSubject: "Payment received for your order {code}",
    paymentConfirmationBody:
      "Hello {name},\n\nWe received your payment of {total} for your order {code} at {store}.\n\n{lines}\n\nWe will let you know when it ships.\n{store}",
    newOrderSubject: "New order {code}",
    newOrderBody: "{name} ({email}) placed the order {code}.\n\n{lines}\n\nTotal: {total}\nPayment: {method}, {paid}",
    refundSubject: "Refund for your order {code}",
    refundBody:
      "Hello {name},\n\nWe refunded {refunded} for your order {code} at {store}, paid by {method}. Your bank may take a few days to show it.\n\n{store}",
    paid: "paid",
    unpaid: "not paid yet",
    orderShippedSubject: "Your order {code} has shipped",
    orderShippedBody: "Hello {name},\n\nYour order {code} at {store} is on its way.\n\n{lines}\n{tracking}\n{store}",
    tracking: "Carrier: {carrier}\nTracking number: {number}\n{url}\n",
    orderDeliveredSubject: "Your order {code} was delivered",
    orderDeliveredBody: "Hello {name},\n\nYour order {code} at {store} was delivered. We hope you enjoy it.\n\n{lines}\n\n{store}",
    orderCancelledSubject: "Your order {code} is cancelled",
    orderCancelledBody:
      "Hello {name},\n\nYour order {code} at {store} is cancelled.\n\n{lines}\n\nIf you paid for it, another e-mail tells you the amount given back.\n{store}",
    returnRequestedSubject: "Your return request for order {code}",
    returnRequestedBody:
      "Hello {name},\n\nWe received your request to return these items of your order {code} at {store}:\n\n{returned}\n\nReason: {reason}\n\nThe store will tell you by e-mail whether it is approved.\n{store}",
    returnApprovedSubject: "Your return for order {code} is approved",
    returnApprovedBody: "Hello {name},\n\nYour return of these items of your order {code} is approved:\n\n{returned}\n\n{returnShipping}\n{note}\n{store}",
    returnRejectedSubject: "Your return for order {code} was refused",
    returnRejectedBody: "Hello {name},\n\nThe store refused the return of these items of your order {code}:\n\n{returned}\n\n{note}\n{store}",
    returnReceivedSubject: "We received your returned items for order {code}",
    returnReceivedBody:
      "Hello {name},\n\nThe items you sent back from your order {code} arrived at {store}:\n\n{returned}\n\n{note}\nIf money is given back, another e-mail tells you how much.\n{store}",
    storeNote: "A word from the store: {note}\n",
    freeReturn: "Sending them back is free for you: the store pays the return shipping.",
    paidReturn: "The return shipping is yours to pay.",
  },
  fr: {
    orderConfirmationSubject: "Votre commande {code} chez {store}",
    orderConfirmationBody:
      "Bonjour {name},\n\nMerci pour votre commande {code} chez {store}.\n\n{lines}\n\nTotal : {total}\nPaiement : {method}\n\nNous vous préviendrons de son expédition.\n{store}",
    paymentConfirmationSubject: "Paiement reçu pour votre commande {code}",
    paymentConfirmationBody:
      "Bonjour {name},\n\nNous avons reçu votre paiement de {total} pour votre commande {code} chez {store}.\n\n{lines}\n\nNous vous préviendrons de son expédition.\n{store}",
    newOrderSubject: "Nouvelle commande {code}",
    newOrderBody: "{name} ({email}) a passé la commande {code}.\n\n{lines}\n\nTotal : {total}\nPaiement : {method}, {paid}",
    refundSubject: "Remboursement de votre commande {code}",
    refundBody:
      "Bonjour {name},\n\nNous avons remboursé {refunded} pour votre commande {code} chez {store}, payée par {method}. Votre banque peut mettre quelques jours à l'afficher.\n\n{store}",
    paid: "payée",
    unpaid: "pas encore payée",
    orderShippedSubject: "Votre commande {code} a été expédiée",
    orderShippedBody: "Bonjour {name},\n\nVotre commande {code} chez {store} est en route.\n\n{lines}\n{tracking}\n{store}",
    tracking: "Transporteur : {carrier}\nNuméro de suivi : {number}\n{url}\n",
    orderDeliveredSubject: "Votre commande {code} a été livrée",
    orderDeliveredBody: "Bonjour {name},\n\nVotre commande {code} chez {store} a été livrée. Nous espérons qu'elle vous plaira.\n\n{lines}\n\n{store}",
    orderCancelledSubject: "Votre commande {code} est annulée",
    orderCancelledBody:
      "Bonjour {name},\n\nVotre commande {code} chez {store} est annulée.\n\n{lines}\n\nSi vous l'aviez payée, un autre e-mail vous indique le montant remboursé.\n{store}",
    returnRequestedSubject: "Votre demande de retour pour la commande {code}",
    returnRequestedBody:
      "Bonjour {name},\n\nNous avons reçu votre demande de retour de ces articles de votre commande {code} chez {store} :\n\n{returned}\n\nMotif : {reason}\n\nLa boutique vous dira par e-mail si elle l'accepte.\n{store}",
    returnApprovedSubject: "Votre retour pour la commande {code} est accepté",
    returnApprovedBody:
      "Bonjour {name},\n\nLe retour de ces articles de votre commande {code} est accepté :\n\n{returned}\n\n{returnShipping}\n{note}\n{store}",
    returnRejectedSubject: "Votre retour pour la commande {code} est refusé",
    returnRejectedBody: "Bonjour {name},\n\nLa boutique a refusé le retour de ces articles de votre commande {code} :\n\n{returned}\n\n{note}\n{store}",
    returnReceivedSubject: "Nous avons reçu vos articles retournés (commande {code})",
    returnReceivedBody:
      "Bonjour {name},\n\nLes articles renvoyés de votre commande {code} sont arrivés chez {store} :\n\n{returned}\n\n{note}\nSi un remboursement est fait, un autre e-mail vous en donne le montant.\n{store}",
    storeNote: "Un mot de la boutique : {note}\n",
    freeReturn: "Le renvoi est gratuit pour vous : la boutique paie les frais de retour.",
    paidReturn: "Les frais de retour sont à votre charge.",
  },
  ar: {
    orderConfirmationSubject: "طلبك {code} من {store}",
    orderConfirmationBody: "مرحبًا {name}،\n\nشكرًا على طلبك {code} من {store}.\n\n{lines}\n\nالمجموع: {total}\nالدفع: {method}\n\nسنخبرك عند شحنه.\n{store}",
    paymentConfirmationSubject: "تم استلام الدفع لطلبك {code}",
    paymentConfirmationBody: "مرحبًا {name}،\n\nاستلمنا دفعتك البالغة {total} لطلبك {code} من {store}.\n\n{lines}\n\nسنخبرك عند شحنه.\n{store}",
    newOrderSubject: "طلب جديد {code}",
    newOrderBody: "قدّم {name} ({email}) الطلب {code}.\n\n{lines}\n\nالمجموع: {total}\nالدفع: {method}، {paid}",
    refundSubject: "استرداد مبلغ طلبك {code}",
    refundBody: "مرحبًا {name}،\n\nاسترددنا لك {refunded} عن طلبك {code} من {store}، المدفوع عبر {method}. قد يستغرق ظهوره لدى بنكك بضعة أيام.\n\n{store}",
    paid: "مدفوع",
    unpaid: "غير مدفوع بعد",
    orderShippedSubject: "تم شحن طلبك {code}",
    orderShippedBody: "مرحبًا {name}،\n\nطلبك {code} من {store} في الطريق إليك.\n\n{lines}\n{tracking}\n{store}",
    tracking: "شركة الشحن: {carrier}\nرقم التتبع: {number}\n{url}\n",
    orderDeliveredSubject: "تم تسليم طلبك {code}",
    orderDeliveredBody: "مرحبًا {name}،\n\nتم تسليم طلبك {code} من {store}. نتمنى أن ينال إعجابك.\n\n{lines}\n\n{store}",
    orderCancelledSubject: "تم إلغاء طلبك {code}",
    orderCancelledBody: "مرحبًا {name}،\n\nتم إلغاء طلبك {code} من {store}.\n\n{lines}\n\nإذا كنت قد دفعت ثمنه، فستخبرك رسالة أخرى بالمبلغ المسترد.\n{store}",
    returnRequestedSubject: "طلب الإرجاع الخاص بطلبك {code}",
    returnRequestedBody:
      "مرحبًا {name}،\n\nاستلمنا طلبك لإرجاع هذه المنتجات من طلبك {code} من {store}:\n\n{returned}\n\nالسبب: {reason}\n\nسيخبرك المتجر عبر البريد الإلكتروني بقبوله أو رفضه.\n{store}",
    returnApprovedSubject: "تم قبول إرجاع طلبك {code}",
    returnApprovedBody: "مرحبًا {name}،\n\nتم قبول إرجاع هذه المنتجات من طلبك {code}:\n\n{returned}\n\n{returnShipping}\n{note}\n{store}",
    returnRejectedSubject: "تم رفض إرجاع طلبك {code}",
    returnRejectedBody: "مرحبًا {name}،\n\nرفض المتجر إرجاع هذه المنتجات من طلبك {code}:\n\n{returned}\n\n{note}\n{store}",
    returnReceivedSubject: "استلمنا المنتجات المرتجعة من طلبك {code}",
    returnReceivedBody:
      "مرحبًا {name}،\n\nوصلت المنتجات التي أرجعتها من طلبك {code} إلى {store}:\n\n{returned}\n\n{note}\nإذا تم استرداد مبلغ، فستخبرك رسالة أخرى بقيمته.\n{store}",
    storeNote: "كلمة من المتجر: {note}\n",
    freeReturn: "الإرجاع مجاني لك: يتحمل المتجر تكلفة شحن الإرجاع.",
    paidReturn: "تكلفة شحن الإرجاع على نفقتك.",
  },
});
