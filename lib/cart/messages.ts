import { defineMessages } from "../i18n/messages";

// What the cart says to the shopper, in the store's language (its stock refusals are lib/inventory's).
export const cartMessages = defineMessages({
  en: {
    removed: "Item removed from your cart.",
    updated: "Your cart is updated.",
    cleared: "Your cart is empty.",
    notFound: "This item is not in your cart.",
    min: "You must order at least {min} of {name}.",
    max: "You can order at most {max} of {name}.",
  },
  fr: {
    removed: "Article retiré de votre panier.",
    updated: "Votre panier est mis à jour.",
    cleared: "Votre panier est vide.",
    notFound: "Cet article n'est pas dans votre panier.",
    min: "Vous devez commander au moins {min} {name}.",
    max: "Vous pouvez commander au plus {max} {name}.",
  },
  ar: {
    removed: "تمت إزالة المنتج من سلتك.",
    updated: "تم تحديث سلتك.",
    cleared: "سلتك فارغة.",
    notFound: "هذا المنتج غير موجود في سلتك.",
    min: "يجب أن تطلب {min} على الأقل من {name}.",
    max: "يمكنك طلب {max} على الأكثر من {name}.",
  },
});
