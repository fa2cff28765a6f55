import { defineMessages } from "../i18n/messages";

// The refusals of a request that does not parse (./validation.ts), in the store's language.
export const validationMessages = defineMessages({
  en: {
    required: "The {field} field is required.",
    type: "The {field} field must be {expected}.",
    invalid: "The {field} field is invalid: {detail}.",
    more: "{message} (and {count} more errors)",
    moreOne: "{message} (and 1 more error)",
    fallback: "The given data was invalid.",
  },
  fr: {
    required: "Le champ {field} est obligatoire.",
    type: "Le champ {field} doit être {expected}.",
    invalid: "Le champ {field} n'est pas valide.",
    more: "{message} (et {count} autres erreurs)",
    moreOne: "{message} (et 1 autre erreur)",
    fallback: "Les données envoyées ne sont pas valides.",
  },
  ar: {
    required: "الحقل {field} مطلوب.",
    type: "يجب أن يكون الحقل {field} {expected}.",
    invalid: "الحقل {field} غير صالح.",
    more: "{message} (و {count} أخطاء أخرى)",
    moreOne: "{message} (وخطأ آخر)",
    fallback: "البيانات المرسلة غير صالحة.",
  },
});

/** What a field should have been, in words, per language. */
export const expectedWords: Record<string, Record<string, string>> = {
  en: { number: "a number", int: "an integer", string: "a string", object: "an object", array: "an array", boolean: "true or false" },
  fr: { number: "un nombre", int: "un entier", string: "une chaîne", object: "un objet", array: "une liste", boolean: "vrai ou faux" },
  ar: { number: "رقمًا", int: "عددًا صحيحًا", string: "نصًا", object: "كائنًا", array: "قائمة", boolean: "صحيحًا أو خاطئًا" },
};
