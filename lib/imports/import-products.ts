import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { db } from "../db/client";
import type { ImportJob, Store } from "../db/generated/client";
import { storeRecords } from "../db/store-records";
import { stampsOf } from "../format/dates";
import { enqueue, QUEUES, type JobData } from "../jobs/queue";
import { logger } from "../log";
import { importMessages } from "./messages";
import { productsOf, type FileRow, type ImportError } from "./rows";
import { writeProduct } from "./write-product";
import type { ImportRecord, ReceivedCsv } from "./schemas";

// A product import: the route keeps the file and queues its job; the job (one at a time per
// import, any instance's worker) reads it with csv-parse, writes each product through the
// catalog's own writes (lib/catalog/manage-products.ts), and records its progress as it goes,
// which the dashboard polls. A dry run checks and counts, and writes no product.

const STATUS = { QUEUED: "queued", RUNNING: "running", DONE: "done", FAILED: "failed" } as const;

function serialize(row: ImportJob): ImportRecord {
  return {
    id: row.id,
    status: STATUS[row.status as keyof typeof STATUS],
    dry_run: row.dryRun,
    file_name: row.fileName,
    processed: row.processed,
    total: row.total,
    created: row.created,
    updated: row.updated,
    errors: row.errors as ImportError[],
    ...stampsOf(row),
  };
}

const imports = storeRecords("importJob", {
  orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  notFound: (language) => importMessages(language, "notFound"),
  serialize,
});
export const importNotFound = imports.notFound;
export const productImport = imports.read;

/** The import of the file sent, queued in the transaction that records it. */
export async function startProductImport(store: Store, input: { file: ReceivedCsv; dryRun: boolean; platformOrigin: string }) {
  return db().$transaction(async (tx) => {
    const job = await tx.importJob.create({
      data: { storeId: store.id, dryRun: input.dryRun, fileName: input.file.fileName, content: input.file.text },
      select: { id: true },
    });
    await enqueue(tx, QUEUES.productImport, [{ data: { storeId: store.id, importId: job.id, platformOrigin: input.platformOrigin } }]);
    return { job_id: job.id };
  });
}

/** The file's header and rows, numbered as a spreadsheet shows them (the header is row 1). */
async function readRows(text: string): Promise<{ header: string[]; rows: FileRow[] }> {
  const parser = Readable.from([text]).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true }));
  let header: string[] | undefined;
  const rows: FileRow[] = [];
  for await (const record of parser as AsyncIterable<string[]>) {
    if (!header) {
      header = record.map((column) => column.trim());
      continue;
    }
    // A cell our export guarded against spreadsheet formulas (`'=…`) is read back as it was.
    const cells = Object.fromEntries(header.map((column, index) => [column, (record[index] ?? "").replace(/^'(?=[=+\-@\t\r])/, "")]));
    rows.push({ row: rows.length + 2, cells });
  }
  return { header: header ?? [], rows };
}

/** How often progress is written: every this many rows. */
const PROGRESS_ROWS = 25;

/** The job: the import's products written (or, on a dry run, checked), its counts and errors written as it goes. */
export async function runProductImport({ storeId, importId, platformOrigin }: JobData[typeof QUEUES.productImport]): Promise<void> {
  const store = await db().store.findUnique({ where: { id: storeId } });
  const job = store && (await db().importJob.findFirst({ where: { id: importId, storeId, status: { in: ["QUEUED", "RUNNING"] } } }));
  if (!store || !job) return;
  const save = (data: object) => db().importJob.update({ where: { id: job.id }, data });
  try {
    const { header, rows } = await readRows(job.content);
    if (!rows.length) {
      await save({ status: "FAILED", content: "", errors: [{ row: 1, column: "", message: importMessages(store.language, "emptyFile") }] });
      return;
    }
    const { products, errors } = productsOf(header, rows, { language: store.language, currency: store.currencyCode });
    const counts = { processed: rows.length - products.reduce((sum, product) => sum + product.rows, 0), created: 0, updated: 0 };
    await save({ status: "RUNNING", total: rows.length, processed: counts.processed, errors });
    let unsaved = 0;
    for (const product of products) {
      const written = await writeProduct(store, { product, dryRun: job.dryRun, platformOrigin });
      if (written.outcome) counts[written.outcome]++;
      errors.push(...written.errors);
      counts.processed += product.rows;
      unsaved += product.rows;
      if (unsaved >= PROGRESS_ROWS) {
        await save({ ...counts, errors });
        unsaved = 0;
      }
    }
    errors.sort((a, b) => a.row - b.row);
    await save({ ...counts, errors, status: "DONE", content: "" });
  } catch (error) {
    logger.error({ err: error, store_id: storeId, import_id: importId }, "product import failed");
    const detail = error instanceof Error ? error.message : String(error);
    await save({ status: "FAILED", content: "", errors: [{ row: 1, column: "", message: importMessages(store.language, "unreadable", { detail }) }] });
  }
}
