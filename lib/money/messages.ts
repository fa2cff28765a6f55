import { defineMessages } from "../i18n/messages";

// The answer's currency (lib/money/currency.ts).
export const currencyMessages = defineMessages({
  en: { unknown: "The store-currency {code} is not offered by this store." },
  fr: { unknown: "La devise {code} (store-currency) n'est pas proposée par cette boutique." },
  ar: { unknown: "العملة {code} (store-currency) غير متوفرة في هذا المتجر." },
});
