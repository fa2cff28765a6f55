import { refusal } from "../core/errors";
import type { Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { stockMessages } from "./messages";

// Stock is what a price row (a product's, or one of its variants') has left. It is taken when an
// order is written and given back when it is cancelled (by its owner, its shopper, or a payment
// hold that expired), always inside the caller's transaction, so that it moves with the order or
// not at all; later returns and refunds give it back here too.

export const outOfStock = refusal(
  "conflict",
  "Not enough stock for a line when the order is written (`Only N of X left in stock.` or `X is out of stock.`): nothing is written, the cart is kept",
);

/** What the shopper is told when only `left` of the product remain. */
export const shortOfStockMessage = (store: Pick<Store, "language">, name: string, left: number) =>
  stockMessages(store.language, left > 0 ? "stock" : "soldOut", { name, stock: left });

/** A line that takes stock: its price row, how many, and the product's name for the refusal. */
export type StockLine = { priceId: number; quantity: number; name: string };

/**
 * Each line's quantity off its price row, on the condition that the row still has it, in one
 * statement. The rows are locked in id order first, so that two orders of the same products take
 * them in the same order and never deadlock; a row that has not the quantity is left as it was,
 * and the order is refused (its transaction rolls back what the others took), so that no order
 * ever takes more than there is.
 */
export async function takeStock(store: Store, input: { tx: Tx; lines: StockLine[] }): Promise<void> {
  const { tx, lines } = input;
  // Two lines of one price row (two colors of a product) take from it together.
  const wanted = new Map<number, number>();
  for (const { priceId, quantity } of lines) wanted.set(priceId, (wanted.get(priceId) ?? 0) + quantity);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const taken = await tx.$queryRaw<{ id: number }[]>`
    WITH locked AS MATERIALIZED (
      SELECT id FROM product_prices WHERE id = ANY(${ids}::int[]) AND store_id = ${store.id} ORDER BY id FOR UPDATE
    )
    UPDATE product_prices p SET quantity = p.quantity - w.quantity, updated_at = now()
    FROM unnest(${ids}::int[], ${ids.map((id) => wanted.get(id)!)}::int[]) AS w(id, quantity)
    WHERE p.id = w.id AND p.id IN (SELECT id FROM locked) AND p.quantity >= w.quantity
    RETURNING p.id`;
  if (taken.length === ids.length) return;
  const done = new Set(taken.map((row) => row.id));
  const short = [...lines].sort((a, b) => a.priceId - b.priceId).find((line) => !done.has(line.priceId))!;
  const [row] = await tx.$queryRaw<{ quantity: number }[]>`SELECT quantity FROM product_prices WHERE id = ${short.priceId}`;
  throw outOfStock.error(shortOfStockMessage(store, short.name, Math.max(0, row?.quantity ?? 0)));
}

/** A line that gives stock back: the price row it took from, or none (then the product's own row). */
export type ReturnedLine = { productId: number; productPriceId: number | null; quantity: number };

/** Each line's quantity back on the price row it took, or the product's own when the line kept none. */
export async function giveBackStock(store: Store, input: { tx: Tx; lines: ReturnedLine[] }): Promise<void> {
  for (const line of input.lines) {
    const row = line.productPriceId !== null ? { id: line.productPriceId } : { productId: line.productId, variantKey: "" };
    await input.tx.productPrice.updateMany({ where: { ...row, storeId: store.id }, data: { quantity: { increment: line.quantity } } });
  }
}
