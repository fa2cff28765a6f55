import { defineMessages } from "../i18n/messages";

// The catalog's refusals that both surfaces give, in the store's language: the customer API of a
// product or category a shopper cannot see, the administration API of one the owner does not have.
export const catalogMessages = defineMessages({
  en: { product: "Product not found.", category: "Category not found." },
  fr: { product: "Produit introuvable.", category: "Catégorie introuvable." },
  ar: { product: "المنتج غير موجود.", category: "الفئة غير موجودة." },
});
