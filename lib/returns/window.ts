import { DELIVERY_STATUS } from "../orders/status";

// Which delivered lines a shopper may still send back: the contract's `can_return`, and the check
// of a return asked (lib/returns/returns.ts).

const DAY_MS = 86_400_000;

/** A delivered line not asked back yet, within the store's return window (days after its delivery; 0: the store takes no returns). */
export function insideReturnWindow(
  line: { deliveryStatus: number; returnStatus: number; deliveredAt: Date | null },
  store: { returnWindowDays: number; now?: Date },
): boolean {
  if (line.deliveryStatus !== DELIVERY_STATUS.DELIVERED || line.returnStatus !== 0 || !line.deliveredAt || store.returnWindowDays <= 0) return false;
  return (store.now ?? new Date()).getTime() <= line.deliveredAt.getTime() + store.returnWindowDays * DAY_MS;
}

/** A line's `return_status.status`: where the return of its items stands. */
export const LINE_RETURN = { NONE: 0, REQUESTED: 1, APPROVED: 2, REJECTED: 3, RECEIVED: 4 } as const;
