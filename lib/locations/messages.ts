import { defineMessages } from "../i18n/messages";

// The address lookups' refusals (lib/locations/lookups.ts).
export const locationMessages = defineMessages({
  en: { country: "Country not found.", city: "City not found." },
  fr: { country: "Pays introuvable.", city: "Ville introuvable." },
  ar: { country: "البلد غير موجود.", city: "المدينة غير موجودة." },
});
