import { defineMessages } from "../i18n/messages";

// The stock refusal puts the number after a colon in French and Arabic, so that it reads right for
// any number (0, 1 or more) without plural forms: "Il ne reste que 1 …" did not.
export const stockMessages = defineMessages({
  en: {
    stock: "Only {stock} of {name} left in stock.",
    soldOut: "{name} is out of stock.",
  },
  fr: {
    stock: "Stock insuffisant pour {name}\u00a0: {stock} en stock.",
    soldOut: "{name} est en rupture de stock.",
  },
  ar: {
    stock: "المخزون غير كافٍ من {name}. الكمية المتوفرة: {stock}.",
    soldOut: "{name} غير متوفر في المخزون.",
  },
});
