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

/** What shoppers read for a delivery of `min` to `max` days, in the store's language. */
export function deliveryTimeText(minDays: number, maxDays: number, language: string): string {
  if (minDays !== maxDays) return shippingMessages(language, "range", { min: minDays, max: maxDays });
  if (minDays === 0) return shippingMessages(language, "sameDay");
  return minDays === 1 ? shippingMessages(language, "oneDay") : shippingMessages(language, "days", { days: minDays });
}
