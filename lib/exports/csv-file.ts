import { stringify } from "csv-stringify/sync";

// A CSV file written as it is read: a batch of rows at a time from the database (keyset pages, so
// that a store of 100,000 orders costs the memory of one batch), each batch turned into CSV by
// csv-stringify (RFC 4180 quoting, a maintained library rather than our own escaping), behind a
// UTF-8 byte-order mark so that Excel opens accents and Arabic right.

const BOM = "\uFEFF";
/** Rows read per query: large enough to keep queries few, small enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

export type Column<R> = { header: string; value: (row: R) => string | number | null | undefined };

/** The rows after `after` (a keyset position), at most `limit` of them, in order; an empty batch ends the file. */
export type Batches<R> = (after: number | null, limit: number) => Promise<{ rows: R[]; last: number | null }>;

/** Text that a spreadsheet would otherwise run as a formula (OWASP's CSV injection). */
const FORMULA = /^[=+\-@\t\r]/;
const cell = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : typeof value === "string" && FORMULA.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;

export function csvFile<R>(columns: Column<R>[], batches: Batches<R>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: number | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + stringify([columns.map((column) => column.header)])));
        return;
      }
      const { rows, last } = await batches(after, EXPORT_BATCH);
      if (rows.length === 0) return controller.close();
      controller.enqueue(encoder.encode(stringify(rows.map((row) => columns.map((column) => cell(column.value(row)))))));
      after = last;
      if (rows.length < EXPORT_BATCH) controller.close();
    },
  });
}
