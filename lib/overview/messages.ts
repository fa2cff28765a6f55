import { defineMessages } from "../i18n/messages";

// What the overview says, in the store's language.
export const overviewMessages = defineMessages({
  en: { span: "The range may span at most {days} days." },
  fr: { span: "La période ne peut pas dépasser {days} jours." },
  ar: { span: "لا يمكن أن تتجاوز الفترة {days} يومًا." },
});
