import { defineMessages } from "../i18n/messages";

// What reviews say to shoppers and owners, in the store's language.

export const reviewMessages = defineMessages({
  en: {
    notFound: "Review not found.",
    notBuyer: "Only customers who received this product can review it.",
    already: "You have already reviewed this product.",
    held: "Thank you! Your review will appear once the store approves it.",
    published: "Thank you! Your review is published.",
  },
  fr: {
    notFound: "Avis introuvable.",
    notBuyer: "Seuls les clients qui ont reçu ce produit peuvent lui donner un avis.",
    already: "Vous avez déjà donné votre avis sur ce produit.",
    held: "Merci ! Votre avis apparaîtra dès que la boutique l'aura approuvé.",
    published: "Merci ! Votre avis est publié.",
  },
  ar: {
    notFound: "التقييم غير موجود.",
    notBuyer: "يمكن فقط للعملاء الذين استلموا هذا المنتج تقييمه.",
    already: "لقد قيّمت هذا المنتج من قبل.",
    held: "شكرًا لك! سيظهر تقييمك بعد موافقة المتجر عليه.",
    published: "شكرًا لك! تم نشر تقييمك.",
  },
});
