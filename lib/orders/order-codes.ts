import type { Tx } from "../db/client";

// Order codes, `ORD-{year}-{number}`: the number is the store's own counter (order_counters),
// taken in the transaction that writes the order, so codes only grow in a store whatever orders
// are deleted, restored or seeded beside them.

/** The code of the order numbered `number`, placed at `placedAt` (its UTC year): 6 digits at least. */
export const orderCode = (placedAt: Date, number: number) => `ORD-${placedAt.getUTCFullYear()}-${String(number).padStart(6, "0")}`;

/**
 * Takes the store's next `count` numbers, past `after` at least, and returns the first. The
 * counter's row stays locked until `tx` ends: orders placed at once take their numbers in turn.
 */
export async function takeOrderNumbers(tx: Tx, storeId: number, { count = 1, after = 0 } = {}): Promise<number> {
  const [row] = await tx.$queryRaw<[{ last: number }]>`
    INSERT INTO order_counters (store_id, last_number) VALUES (${storeId}, ${after + count}::int)
    ON CONFLICT (store_id) DO UPDATE SET last_number = greatest(order_counters.last_number, ${after}::int) + ${count}::int
    RETURNING last_number AS last`;
  return row.last - count + 1;
}
