import { envelopeD } from "@/lib/api/envelopes";
import type { Listed, Page } from "@/lib/core/paging";

// The customer API's order answers around what lib/orders returns, Laravel's resources with their
// `success` and `status`. The storefront's server pages render their first view from these too
// (the browser then reads the same answers from the routes), so that the two cannot part.

/** /order: a page of the customer's orders in shape D. */
export function ordersAnswer<T>(listed: Listed<T>, page: Page, origin: string) {
  return { data: listed.rows, ...envelopeD(page, listed.total, `${origin}/api/order`), success: true as const, status: 200 as const };
}

/** /order-details: one of the customer's orders. */
export const orderAnswer = <T>(order: T) => ({ data: order, success: true as const, status: 200 as const });
