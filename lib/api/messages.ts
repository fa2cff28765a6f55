import { defineMessages } from "../i18n/messages";

// The wrapper's own refusals of a request's body, in the language of the request's store (English on
// the platform host before an owner has signed in).

/** A body that is too large, of another type, or not the text or JSON it claims (lib/api/body.ts). */
export const bodyMessages = defineMessages({
  en: {
    tooLarge: "The request body is larger than {size} KB.",
    notJson: "The request body is not valid JSON.",
    tooDeep: "The request body nests arrays and objects deeper than {depth} levels.",
    notUtf8: "The request body is not valid UTF-8 text.",
    notMultipart: "The request body is not valid multipart/form-data.",
    unsupportedType: "The request body must be sent as {types}.",
  },
  fr: {
    tooLarge: "Le corps de la requête dépasse {size} Ko.",
    notJson: "Le corps de la requête n'est pas du JSON valide.",
    tooDeep: "Le corps de la requête imbrique des listes et des objets sur plus de {depth} niveaux.",
    notUtf8: "Le corps de la requête n'est pas du texte UTF-8 valide.",
    notMultipart: "Le corps de la requête n'est pas du multipart/form-data valide.",
    unsupportedType: "Le corps de la requête doit être envoyé en {types}.",
  },
  ar: {
    tooLarge: "يتجاوز حجم محتوى الطلب {size} كيلوبايت.",
    notJson: "محتوى الطلب ليس JSON صالحًا.",
    tooDeep: "يتداخل محتوى الطلب في القوائم والكائنات لأكثر من {depth} مستوى.",
    notUtf8: "محتوى الطلب ليس نصًا صالحًا بترميز UTF-8.",
    notMultipart: "محتوى الطلب ليس multipart/form-data صالحًا.",
    unsupportedType: "يجب إرسال محتوى الطلب بصيغة {types}.",
  },
});

/** A multipart form whose files or fields the route does not take (lib/api/file-parts.ts). */
export const formMessages = defineMessages({
  en: {
    fileTooLarge: "The file is larger than {size} MB.",
    fieldTooLarge: "A field of the form is larger than {size} KB, or the form has more than {count} fields.",
    notMultipart: "The request body is not valid multipart/form-data.",
    unsupportedType: "The request body must be sent as multipart/form-data.",
    noFileHere: "This field takes no file.",
    oneFile: "This field takes one file.",
  },
  fr: {
    fileTooLarge: "Le fichier dépasse {size} Mo.",
    fieldTooLarge: "Un champ du formulaire dépasse {size} Ko, ou le formulaire a plus de {count} champs.",
    notMultipart: "Le corps de la requête n'est pas du multipart/form-data valide.",
    unsupportedType: "Le corps de la requête doit être envoyé en multipart/form-data.",
    noFileHere: "Ce champ ne prend pas de fichier.",
    oneFile: "Ce champ prend un seul fichier.",
  },
  ar: {
    fileTooLarge: "يتجاوز حجم الملف {size} ميغابايت.",
    fieldTooLarge: "يتجاوز أحد حقول النموذج {size} كيلوبايت، أو يحتوي النموذج على أكثر من {count} حقلًا.",
    notMultipart: "محتوى الطلب ليس multipart/form-data صالحًا.",
    unsupportedType: "يجب إرسال محتوى الطلب بصيغة multipart/form-data.",
    noFileHere: "هذا الحقل لا يقبل ملفًا.",
    oneFile: "هذا الحقل يقبل ملفًا واحدًا.",
  },
});
