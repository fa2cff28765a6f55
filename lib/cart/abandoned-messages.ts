import { defineMessages } from "../i18n/messages";

// The e-mail of a cart left behind, in the store's language. `{lines}` is one line per item.
export const abandonedCartMessages = defineMessages({
  en: {
    subject: "You left something in your cart at {store}",
    body: "Hello {name},\n\nYou left these items in your cart at {store}:\n\n{lines}\n\nYour cart is waiting for you: {link}\n\n{store}\n\nYou receive this e-mail because you have an account at {store}. Stop these e-mails: {unsubscribe}",
  },
  fr: {
    subject: "Vous avez oublié quelque chose dans votre panier chez {store}",
    body: "Bonjour {name},\n\nVous avez laissé ces articles dans votre panier chez {store} :\n\n{lines}\n\nVotre panier vous attend : {link}\n\n{store}\n\nVous recevez cet e-mail car vous avez un compte chez {store}. Ne plus recevoir ces e-mails : {unsubscribe}",
  },
  ar: {
    subject: "تركت منتجات في سلتك لدى {store}",
    body: "مرحبًا {name}،\n\nتركت هذه المنتجات في سلتك لدى {store}:\n\n{lines}\n\nسلتك بانتظارك: {link}\n\n{store}\n\nتصلك هذه الرسالة لأن لديك حسابًا لدى {store}. لإيقاف هذه الرسائل: {unsubscribe}",
  },
});

// The page the unsubscribe link opens, in the store's language.
export const unsubscribeMessages = defineMessages({
  en: {
    title: "You are unsubscribed",
    text: "{store} will send you no more marketing e-mails. You still receive the e-mails about your orders.",
    invalidTitle: "This link does not work",
    invalidText: "It may be incomplete: open it again from the e-mail you received.",
    backToShop: "Back to the shop",
  },
  fr: {
    title: "Vous êtes désinscrit",
    text: "{store} ne vous enverra plus d'e-mails marketing. Vous recevez toujours les e-mails sur vos commandes.",
    invalidTitle: "Ce lien ne fonctionne pas",
    invalidText: "Il est peut-être incomplet : ouvrez-le à nouveau depuis l'e-mail reçu.",
    backToShop: "Retour à la boutique",
  },
  ar: {
    title: "تم إلغاء اشتراكك",
    text: "لن يرسل إليك {store} رسائل تسويقية بعد الآن. ستظل تصلك الرسائل الخاصة بطلباتك.",
    invalidTitle: "هذا الرابط لا يعمل",
    invalidText: "ربما هو ناقص: افتحه مجددًا من الرسالة التي وصلتك.",
    backToShop: "العودة إلى المتجر",
  },
});
