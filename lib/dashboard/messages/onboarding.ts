import { defineMessages } from "../../i18n/messages";

// The overview's checklist of a new store (components/dashboard/overview/onboarding-checklist.tsx).
export const onboardingMessages = defineMessages({
  en: {
    title: "Get your store ready to sell",
    progress: "{done} of {total} done",
    done: "Done",
    product: "Add a product with a photo",
    shipping: "Set your shipping: a zone with a rate",
    payments: "Choose how shoppers pay",
    branding: "Set your logo and colours",
    test_order: "Place a test order on your store",
  },
  fr: {
    title: "Préparez votre boutique à vendre",
    progress: "{done} sur {total} terminées",
    done: "Terminé",
    product: "Ajoutez un produit avec une photo",
    shipping: "Réglez la livraison : une zone avec un tarif",
    payments: "Choisissez les moyens de paiement",
    branding: "Choisissez votre logo et vos couleurs",
    test_order: "Passez une commande test sur votre boutique",
  },
  ar: {
    title: "جهّز متجرك للبيع",
    progress: "تم {done} من {total}",
    done: "تم",
    product: "أضف منتجًا مع صورة",
    shipping: "اضبط الشحن: منطقة مع سعر",
    payments: "اختر طرق الدفع",
    branding: "اختر شعارك وألوانك",
    test_order: "قدّم طلبًا تجريبيًا في متجرك",
  },
});
