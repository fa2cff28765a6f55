import type { Tx } from "../db/client";

// The numbers of a store's documents, one series each: `INV` invoices, `AVR` credit notes. A
// series is a counter row per store, taken under its lock by the transaction that writes the
// document, as order codes are (lib/orders/order-codes.ts): a transaction that rolls back gives
// its number back with it, so the numbers a store shows have no gaps and none is given twice.

export const SERIES = { invoice: "INV", creditNote: "AVR" } as const;
export type Series = (typeof SERIES)[keyof typeof SERIES];

/** `INV-2026-000001`: the series, the UTC year of issue, the number on 6 digits at least. */
export const documentCode = (series: Series, issuedAt: Date, number: number) => `${series}-${issuedAt.getUTCFullYear()}-${String(number).padStart(6, "0")}`;

/** Takes the store's next number of the series; the counter's row stays locked until `tx` ends. */
export async function takeDocumentNumber(tx: Tx, storeId: number, series: Series): Promise<number> {
  const [row] = await tx.$queryRaw<[{ last: number }]>`
    INSERT INTO document_counters (store_id, series, last_number) VALUES (${storeId}, ${series}, 1)
    ON CONFLICT (store_id, series) DO UPDATE SET last_number = document_counters.last_number + 1
    RETURNING last_number AS last`;
  return row.last;
}

/** A numbered document of the order (a credit note names its refund), written with the number it takes. */
export async function numberDocument(tx: Tx, storeId: number, input: { orderId: number; series: Series; refundId?: number; issuedAt?: Date }) {
  const issuedAt = input.issuedAt ?? new Date();
  const number = await takeDocumentNumber(tx, storeId, input.series);
  return tx.invoice.create({
    data: {
      storeId,
      orderId: input.orderId,
      series: input.series,
      number,
      code: documentCode(input.series, issuedAt, number),
      issuedAt,
      refundId: input.refundId ?? null,
    },
  });
}
