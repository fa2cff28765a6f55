import { defineMessages } from "../i18n/messages";

// What the marketing routes say, in the store's language.
export const marketingMessages = defineMessages({
  en: {
    invalidReference: "The selected {field} is invalid.",
    nameTaken: "This name is already taken.",
    nameWithoutLetters: "The name must contain a letter or a digit.",
    categoryInUse: "This category is used by templates: move or delete them first.",
    jobOfAnotherPost: "This job is linked to another post.",
    jobLinked: "The job is linked to the post.",
    productOrPicture: "Choose a product or a picture of the gallery.",
  },
  fr: {
    invalidReference: "La valeur sélectionnée pour {field} n'est pas valide.",
    nameTaken: "Ce nom est déjà utilisé.",
    nameWithoutLetters: "Le nom doit contenir une lettre ou un chiffre.",
    categoryInUse: "Des modèles utilisent cette catégorie : déplacez-les ou supprimez-les d'abord.",
    jobOfAnotherPost: "Cette tâche est liée à une autre publication.",
    jobLinked: "La tâche est liée à la publication.",
    productOrPicture: "Choisissez un produit ou une image de la galerie.",
  },
  ar: {
    invalidReference: "القيمة المحددة للحقل {field} غير صالحة.",
    nameTaken: "هذا الاسم مستخدم بالفعل.",
    nameWithoutLetters: "يجب أن يحتوي الاسم على حرف أو رقم.",
    categoryInUse: "هذه الفئة مستخدمة في قوالب: انقلها أو احذفها أولاً.",
    jobOfAnotherPost: "هذه المهمة مرتبطة بمنشور آخر.",
    jobLinked: "تم ربط المهمة بالمنشور.",
    productOrPicture: "اختر منتجًا أو صورة من المعرض.",
  },
});
