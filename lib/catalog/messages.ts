import { defineMessages } from "../i18n/messages";

// The catalog's refusals that both surfaces give, in the store's language: the customer API of a
// product or category a shopper cannot see, the administration API of one the owner does not have.
export const catalogMessages = defineMessages({
  en: { product: "Product not found.", category: "Category not found." },
  fr: { product: "Produit introuvable.", category: "Catégorie introuvable." },
  ar: { product: "المنتج غير موجود.", category: "الفئة غير موجودة." },
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

// The owner's suppliers (lib/catalog/suppliers.ts).
export const supplierMessages = defineMessages({
  en: {
    notFound: "Supplier not found.",
    taken: "The store already has a supplier with this name.",
    inUse: "Products name this supplier: change their supplier first.",
  },
  fr: {
    notFound: "Fournisseur introuvable.",
    taken: "La boutique a déjà un fournisseur de ce nom.",
    inUse: "Des produits nomment ce fournisseur : changez d'abord leur fournisseur.",
  },
  ar: {
    notFound: "المورّد غير موجود.",
    taken: "لدى المتجر مورّد بهذا الاسم بالفعل.",
    inUse: "هناك منتجات تذكر هذا المورّد: غيّر مورّدها أولاً.",
  },
});

// The owner's product categories (lib/catalog/product-categories.ts).
export const productCategoryMessages = defineMessages({
  en: {
    ownParent: "A category cannot sit under itself or under one of its own subcategories.",
    unknownParent: "The store has no category with this id.",
    unknownIds: "The store has no category with the ids {ids}.",
    inUse: "A coupon is restricted to this category: change the coupon first.",
  },
  fr: {
    ownParent: "Une catégorie ne peut pas être placée sous elle-même ni sous l'une de ses sous-catégories.",
    unknownParent: "La boutique n'a pas de catégorie avec cet identifiant.",
    unknownIds: "La boutique n'a pas de catégorie avec les identifiants {ids}.",
    inUse: "Un coupon est limité à cette catégorie : modifiez d'abord le coupon.",
  },
  ar: {
    ownParent: "لا يمكن وضع فئة تحت نفسها أو تحت إحدى فئاتها الفرعية.",
    unknownParent: "لا توجد في المتجر فئة بهذا المعرّف.",
    unknownIds: "لا توجد في المتجر فئات بالمعرّفات {ids}.",
    inUse: "هناك قسيمة مقتصرة على هذه الفئة: عدّل القسيمة أولاً.",
  },
});
