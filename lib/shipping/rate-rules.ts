import type { Issue } from "../catalog/issues";
import { shippingMessages } from "./messages";

// A shipping rate's delivery time, pure: the days given both or neither, in order, and the text
// shoppers read (`shipping_time` of /get-shipping-options), the owner's own or made from the days.

export type DeliveryTime = { minDays: number | null; maxDays: number | null; text: string | null };

export function deliveryTimeIssues(time: DeliveryTime): Issue[] {
  const { minDays, maxDays } = time;
  if ((minDays === null) !== (maxDays === null))
    return [{ path: [minDays === null ? "min_days" : "max_days"], message: (l) => shippingMessages(l, "together") }];
  if (minDays !== null && maxDays !== null && maxDays < minDays) return [{ path: ["max_days"], message: (l) => shippingMessages(l, "order") }];
  if (minDays === null && !time.text) return [{ path: ["shipping_time"], message: (l) => shippingMessages(l, "needed") }];
  return [];
}

/**
 * What shoppers read for a delivery of `min` to `max` days, in the store's language: "2–4 days",
 * "2 à 4 jours", "من 2 إلى 4 أيام". Arabic counts 3 to 10 days with the plural أيام and 11 on with
 * the singular يومًا, hence the "many" forms (the same words in English and French).
 */
export function deliveryTimeText(minDays: number, maxDays: number, language: string): string {
  const many = maxDays > 10;
  if (minDays !== maxDays) return shippingMessages(language, many ? "rangeMany" : "range", { min: minDays, max: maxDays });
  if (minDays === 0) return shippingMessages(language, "sameDay");
  if (minDays <= 2) return shippingMessages(language, minDays === 1 ? "oneDay" : "twoDays");
  return shippingMessages(language, many ? "manyDays" : "days", { days: minDays });
}
