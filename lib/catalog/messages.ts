import { defineMessages } from "../i18n/messages";

// The catalog's refusals that both surfaces give, in the store's language: the customer API of a
// product or category a shopper cannot see, the administration API of one the owner does not have.
export const catalogMessages = defineMessages({
  en: { product: "Product not found.", category: "Category not found." },
  fr: { product: "Produit introuvable.", category: "Catégorie introuvable." },
  ar: { product: "المنتج غير موجود.", category: "الفئة غير موجودة." },
});

// A posted cart line the catalog cannot price (lib/catalog/price-line.ts).
export const lineMessages = defineMessages({
  en: {
    product: "Product {id} is not available.",
    color: "This color is not offered for {name}.",
    variant: "This variant is not offered for {name}.",
    chooseVariant: "Please choose a variant of {name}.",
  },
  fr: {
    product: "Le produit {id} n'est pas disponible.",
    color: "Cette couleur n'est pas proposée pour {name}.",
    variant: "Cette variante n'est pas proposée pour {name}.",
    chooseVariant: "Veuillez choisir une variante de {name}.",
  },
  ar: {
    product: "المنتج {id} غير متوفر.",
    color: "هذا اللون غير متوفر لـ {name}.",
    variant: "هذا الخيار غير متوفر لـ {name}.",
    chooseVariant: "يرجى اختيار خيار لـ {name}.",
  },
});

// The management routes' field rules (lib/catalog/management-schemas.ts), in the store's language.
export const manageMessages = defineMessages({
  en: {
    slug: "The slug may hold lower-case letters, digits and single hyphens only.",
    repeated: "Each id may be given once.",
    amount: "The amount must be a number from 0 with at most 2 decimals.",
    percent: "The rate must be a percentage from 0 to 100 with at most 2 decimals.",
    color: "The color must be a hex code such as #1f2937.",
    repeatedValue: "Each value may be given once.",
  },
  fr: {
    slug: "Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets simples.",
    repeated: "Chaque identifiant ne peut être donné qu'une fois.",
    amount: "Le montant doit être un nombre positif ou nul avec au plus 2 décimales.",
    percent: "Le taux doit être un pourcentage de 0 à 100 avec au plus 2 décimales.",
    color: "La couleur doit être un code hexadécimal comme #1f2937.",
    repeatedValue: "Chaque valeur ne peut être donnée qu'une fois.",
  },
  ar: {
    slug: "لا يمكن أن يحتوي الرابط إلا على أحرف لاتينية صغيرة وأرقام وشرطات مفردة.",
    repeated: "لا يمكن ذكر كل معرّف إلا مرة واحدة.",
    amount: "يجب أن يكون المبلغ رقمًا من 0 فما فوق بمنزلتين عشريتين على الأكثر.",
    percent: "يجب أن تكون النسبة مئوية من 0 إلى 100 بمنزلتين عشريتين على الأكثر.",
    color: "يجب أن يكون اللون رمزًا سداسيًا عشريًا مثل ‎#1f2937.",
    repeatedValue: "لا يمكن ذكر كل قيمة إلا مرة واحدة.",
  },
});
