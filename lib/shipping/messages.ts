import { defineMessages } from "../i18n/messages";

// The owner's pickup points (pickup-points.ts).
export const pickupPointMessages = defineMessages({
  en: {
    notFound: "Pickup point not found.",
    unknownCity: "The store has no city with this id.",
    used: "Orders name this pickup point: deactivate it instead.",
  },
  fr: {
    notFound: "Point de retrait introuvable.",
    unknownCity: "La boutique n'a pas de ville avec cet identifiant.",
    used: "Des commandes nomment ce point de retrait : désactivez-le plutôt.",
  },
  ar: {
    notFound: "نقطة الاستلام غير موجودة.",
    unknownCity: "لا توجد في المتجر مدينة بهذا المعرّف.",
    used: "هناك طلبات تذكر نقطة الاستلام هذه: ألغِ تفعيلها بدلاً من ذلك.",
  },
});

// The owner's shipping zones and rates (manage-zones.ts).
export const zoneMessages = defineMessages({
  en: {
    zoneNotFound: "Shipping zone not found.",
    rateNotFound: "Shipping rate not found.",
    unknownCountry: "The store has no country with this id.",
    unknownStates: "The zone's country has no state with the ids {ids}.",
  },
  fr: {
    zoneNotFound: "Zone de livraison introuvable.",
    rateNotFound: "Tarif de livraison introuvable.",
    unknownCountry: "La boutique n'a pas de pays avec cet identifiant.",
    unknownStates: "Le pays de la zone n'a pas de quartier avec les identifiants {ids}.",
  },
  ar: {
    zoneNotFound: "منطقة الشحن غير موجودة.",
    rateNotFound: "سعر الشحن غير موجود.",
    unknownCountry: "لا يوجد في المتجر بلد بهذا المعرّف.",
    unknownStates: "لا توجد في بلد المنطقة أحياء بالمعرّفات {ids}.",
  },
});

// The countries the store delivers to (countries.ts).
export const countryMessages = defineMessages({
  en: { unknown: "The store has no country with the ids {ids}." },
  fr: { unknown: "La boutique n'a pas de pays avec les identifiants {ids}." },
  ar: { unknown: "لا توجد في المتجر بلدان بالمعرّفات {ids}." },
});
