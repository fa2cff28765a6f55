import { fieldError } from "../core/errors";
import { defineMessages } from "../i18n/messages";

// What the customer account routes say, in the store's language.
export const customerMessages = defineMessages({
  en: {
    emailTaken: "The email has already been taken.",
    imageType: "The image must be a JPEG, PNG, GIF or WebP picture.",
    imageSize: "The image may not be larger than 2 MB.",
    notFound: "Customer not found.",
  },
  fr: {
    emailTaken: "Cette adresse e-mail est déjà utilisée.",
    imageType: "L'image doit être au format JPEG, PNG, GIF ou WebP.",
    imageSize: "L'image ne doit pas dépasser 2 Mo.",
    notFound: "Client introuvable.",
  },
  ar: {
    emailTaken: "البريد الإلكتروني مستخدم بالفعل.",
    imageType: "يجب أن تكون الصورة بصيغة JPEG أو PNG أو GIF أو WebP.",
    imageSize: "يجب ألا يتجاوز حجم الصورة 2 ميغابايت.",
    notFound: "العميل غير موجود.",
  },
});

/** An e-mail another customer of the store already has: registering and updating a profile say it alike. */
export const emailTaken = (language: string) => fieldError("email", customerMessages(language, "emailTaken"));
