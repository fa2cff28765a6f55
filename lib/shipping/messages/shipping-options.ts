import { defineMessages } from "../../i18n/messages";

// What a shipping quote says to the shopper (lib/shipping/shipping-options.ts), in the store's language.
export const shippingOptionMessages = defineMessages({
  en: {
    unavailable: "shipping not available for this address",
    addressRequired: "A delivery address is required for home delivery.",
    addressUnknown: "Where should we deliver? Give your address with its city and district, or choose a delivery address.",
    addressForbidden: "Pickup delivery takes no delivery address.",
    stateRequired: "Choose the town: the store lists the places it delivers to in this country.",
    pickupTime: "Ready for pickup",
  },
  fr: {
    unavailable: "livraison non disponible pour cette adresse",
    addressRequired: "Une adresse de livraison est requise pour la livraison à domicile.",
    addressUnknown: "Où livrer ? Indiquez votre adresse avec sa ville et son quartier, ou choisissez une adresse de livraison.",
    addressForbidden: "Le retrait en point relais ne prend pas d'adresse de livraison.",
    stateRequired: "Choisissez la ville : la boutique liste les lieux où elle livre dans ce pays.",
    pickupTime: "Prêt au retrait",
  },
  ar: {
    unavailable: "الشحن غير متوفر لهذا العنوان",
    addressRequired: "عنوان التوصيل مطلوب للتوصيل إلى المنزل.",
    addressUnknown: "أين نوصل طلبك؟ اكتب عنوانك مع المدينة والحي، أو اختر عنوان توصيل.",
    addressForbidden: "الاستلام من نقطة الاستلام لا يتطلب عنوان توصيل.",
    stateRequired: "اختر المدينة: يعرض المتجر الأماكن التي يوصل إليها في هذا البلد.",
    pickupTime: "جاهز للاستلام",
  },
});
