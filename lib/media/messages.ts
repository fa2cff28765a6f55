import { refusal } from "../core/errors";
import { defineMessages } from "../i18n/messages";

export const mediaMessages = defineMessages({
  en: {
    empty: "The file is empty.",
    notAPicture: "The file is not a JPEG, PNG, WebP, GIF or AVIF picture.",
    notAVideo: "The file is not an MP4, WebM or QuickTime video.",
    unreadable: "The picture cannot be read: it is damaged, cut short, or larger than 100 megapixels.",
    missingPicture: "Send the picture in the field file (or image).",
    missingVideo: "Send the video in the field file (or video).",
    oneField: "Send one file, in file or in {field}, not both.",
    inUse: "The file is in use: by a product, a colour, a template, a category, a brand, a payment method or the store's logo.",
  },
  fr: {
    empty: "Le fichier est vide.",
    notAPicture: "Le fichier n'est pas une image JPEG, PNG, WebP, GIF ou AVIF.",
    notAVideo: "Le fichier n'est pas une vidéo MP4, WebM ou QuickTime.",
    unreadable: "L'image est illisible : endommagée, tronquée ou de plus de 100 mégapixels.",
    missingPicture: "Envoyez l'image dans le champ file (ou image).",
    missingVideo: "Envoyez la vidéo dans le champ file (ou video).",
    oneField: "Envoyez un seul fichier, dans file ou dans {field}, pas les deux.",
    inUse: "Le fichier est utilisé : par un produit, une couleur, un modèle, une catégorie, une marque, un moyen de paiement ou le logo de la boutique.",
  },
  ar: {
    empty: "الملف فارغ.",
    notAPicture: "الملف ليس صورة JPEG أو PNG أو WebP أو GIF أو AVIF.",
    notAVideo: "الملف ليس فيديو MP4 أو WebM أو QuickTime.",
    unreadable: "تعذرت قراءة الصورة: إنها تالفة أو مقطوعة أو تتجاوز 100 ميغابكسل.",
    missingPicture: "أرسل الصورة في الحقل file (أو image).",
    missingVideo: "أرسل الفيديو في الحقل file (أو video).",
    oneField: "أرسل ملفًا واحدًا، في file أو في {field}، وليس كليهما.",
    inUse: "الملف مستخدم: من قبل منتج أو لون أو قالب أو فئة أو علامة تجارية أو وسيلة دفع أو شعار المتجر.",
  },
});

export const uploadNotFound = refusal("not_found", "No file of the store has this id: `Not found.`");
export const uploadInUse = refusal(
  "conflict",
  "The file is in use (a product's thumbnail or pictures, a colour, a template's preview, a category's picture, a brand's or payment method's logo, the store's logos): nothing is deleted",
);
