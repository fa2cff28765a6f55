import { refusal } from "../core/errors";
import type { Tx } from "../db/client";
import { Prisma, type Store } from "../db/generated/client";
import { stockMessages } from "./messages";

// Stock is what a price row (a product's, or one of its variants') or an option of a customizable
// product has left. It is taken when an order is written and given back when it is cancelled (by
// its owner, its shopper, or a payment hold that expired), always inside the caller's transaction,
// so that it moves with the order or not at all; later returns and refunds give it back here too.

export const outOfStock = refusal(
  "conflict",
  "Not enough stock for a line when the order is written (`Only N of X left in stock.` or `X is out of stock.`): nothing is written, the cart is kept",
);

/** What the shopper is told when only `left` of the product remain. */
export const shortOfStockMessage = (store: Pick<Store, "language">, name: string, left: number) =>
  stockMessages(store.language, left > 0 ? "stock" : "soldOut", { name, stock: left });

/** A line that takes stock: its price row, how many, the product's name for the refusal, and its chosen options. */
export type StockLine = { priceId: number; quantity: number; name: string; options?: { id: number; name: string }[] };

/** The rows stock is kept on: price rows (a product's or a variant's), and options of customizable products. */
const STOCK_ROWS = {
  prices: { table: Prisma.raw("product_prices"), column: Prisma.raw("quantity"), touched: Prisma.raw(", updated_at = now()") },
  options: { table: Prisma.raw("options"), column: Prisma.raw("stock"), touched: Prisma.empty },
};

/**
 * Each line's quantity off its price row, and off each of its options, on the condition that the
 * row still has it. The rows are locked in id order first, so that two orders of the same products
 * take them in the same order and never deadlock; a row that has not the quantity is left as it
 * was, and the order is refused (its transaction rolls back what the others took), so that no
 * order ever takes more than there is.
 */
export async function takeStock(store: Store, input: { tx: Tx; lines: StockLine[] }): Promise<void> {
  const { tx, lines } = input;
  const prices = lines.map((l) => ({ id: l.priceId, quantity: l.quantity, name: l.name }));
  const options = lines.flatMap((l) => (l.options ?? []).map((o) => ({ id: o.id, quantity: l.quantity, name: `${l.name} (${o.name})` })));
  await takeFrom(store, tx, STOCK_ROWS.prices, prices);
  if (options.length) await takeFrom(store, tx, STOCK_ROWS.options, options);
}

type Taken = { id: number; quantity: number; name: string };

async function takeFrom(store: Store, tx: Tx, rows: (typeof STOCK_ROWS)[keyof typeof STOCK_ROWS], lines: Taken[]) {
  const { table, column, touched } = rows;
  // Two lines of one row (two colors of a product, two boxes with the same option) take from it together.
  const wanted = new Map<number, number>();
  for (const { id, quantity } of lines) wanted.set(id, (wanted.get(id) ?? 0) + quantity);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const taken = await tx.$queryRaw<{ id: number }[]>`
    WITH locked AS MATERIALIZED (
      SELECT id FROM ${table} WHERE id = ANY(${ids}::int[]) AND store_id = ${store.id} ORDER BY id FOR UPDATE
    )
    UPDATE ${table} p SET ${column} = p.${column} - w.quantity${touched}
    FROM unnest(${ids}::int[], ${ids.map((id) => wanted.get(id)!)}::int[]) AS w(id, quantity)
    WHERE p.id = w.id AND p.id IN (SELECT id FROM locked) AND p.${column} >= w.quantity
    RETURNING p.id`;
  if (taken.length === ids.length) return;
  const done = new Set(taken.map((row) => row.id));
  const short = [...lines].sort((a, b) => a.id - b.id).find((line) => !done.has(line.id))!;
  const [row] = await tx.$queryRaw<{ remaining: number }[]>`SELECT ${column} AS remaining FROM ${table} WHERE id = ${short.id}`;
  throw outOfStock.error(shortOfStockMessage(store, short.name, Math.max(0, row?.remaining ?? 0)));
}

/**
 * A line that gives stock back: the price row it took from, or none (then the product's own row),
 * and the options it took (the order line's record of them, [{id, ...}]).
 */
export type ReturnedLine = { productId: number; productPriceId: number | null; quantity: number; options?: Prisma.JsonValue };

/** Each line's quantity back on the price row it took, or the product's own when the line kept none, and on each of its options. */
export async function giveBackStock(store: Store, input: { tx: Tx; lines: ReturnedLine[] }): Promise<void> {
  for (const line of input.lines) {
    const row = line.productPriceId !== null ? { id: line.productPriceId } : { productId: line.productId, variantKey: "" };
    await input.tx.productPrice.updateMany({ where: { ...row, storeId: store.id }, data: { quantity: { increment: line.quantity } } });
    const options = Array.isArray(line.options) ? line.options.map((o) => (o as { id: number }).id) : [];
    // An option the owner has deleted since has no stock to give back to.
    if (options.length) await input.tx.option.updateMany({ where: { id: { in: options }, storeId: store.id }, data: { stock: { increment: line.quantity } } });
  }
}
