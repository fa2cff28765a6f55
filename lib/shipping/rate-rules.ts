import type { Issue } from "../catalog/issues";
import { defineMessages } from "../i18n/messages";

// A shipping rate's delivery time, pure: the days given both or neither, in order, and the text
// shoppers read (`shipping_time` of /get-shipping-options), the owner's own or made from the days.

const messages = defineMessages({
  en: {
    sameDay: "Same day",
    oneDay: "1 day",
    days: "{days} days",
    range: "{min}-{max} days",
    together: "Give the minimum and the maximum days together.",
    order: "The maximum must be at least the minimum.",
    needed: "Give a delivery time: shipping_time, or min_days and max_days.",
  },
  fr: {
    sameDay: "Le jour même",
    oneDay: "1 jour",
    days: "{days} jours",
    range: "{min} à {max} jours",
    together: "Donnez ensemble le minimum et le maximum de jours.",
    order: "Le maximum doit être au moins le minimum.",
    needed: "Donnez un délai de livraison : shipping_time, ou min_days et max_days.",
  },
  ar: {
    sameDay: "في نفس اليوم",
    oneDay: "يوم واحد",
    days: "{days} أيام",
    range: "{min}-{max} أيام",
    together: "أدخل الحد الأدنى والحد الأقصى للأيام معًا.",
    order: "يجب ألا يقل الحد الأقصى عن الحد الأدنى.",
    needed: "أدخل مدة التوصيل: shipping_time، أو min_days وmax_days.",
  },
});

export type DeliveryTime = { minDays: number | null; maxDays: number | null; text: string | null };

export function deliveryTimeIssues(time: DeliveryTime): Issue[] {
  const { minDays, maxDays } = time;
  if ((minDays === null) !== (maxDays === null)) return [{ path: [minDays === null ? "min_days" : "max_days"], message: (l) => messages(l, "together") }];
  if (minDays !== null && maxDays !== null && maxDays < minDays) return [{ path: ["max_days"], message: (l) => messages(l, "order") }];
  if (minDays === null && !time.text) return [{ path: ["shipping_time"], message: (l) => messages(l, "needed") }];
  return [];
}

/** What shoppers read for a delivery of `min` to `max` days, in the store's language. */
export function deliveryTimeText(minDays: number, maxDays: number, language: string): string {
  if (minDays !== maxDays) return messages(language, "range", { min: minDays, max: maxDays });
  if (minDays === 0) return messages(language, "sameDay");
  return minDays === 1 ? messages(language, "oneDay") : messages(language, "days", { days: minDays });
}
