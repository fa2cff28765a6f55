// Stores generated pictures with lib/media/storage and records one Upload row for each, in one
// batch. The files are written while the store's transaction is open: if it aborts they stay as
// orphans, which costs nothing.
import type { Tx } from "../db/client";
import { saveFile } from "../media/storage";
import { must } from "./lookup";

export interface ImageJob {
  /** How the seed refers to the picture, e.g. `thumb:hand-painted-fez-ceramic-bowl`. */
  key: string;
  folder: "products" | "categories" | "logos" | "payment";
  /** Readable base of the file name. */
  name: string;
  svg: string;
  width: number;
  height: number;
  createdAt: Date;
}

export interface StoredImage {
  id: number;
  /** Storage-relative path, served at /uploads/<path>. */
  path: string;
}

const MIME_TYPE = "image/svg+xml";
const PARALLEL_WRITES = 16;

export async function storeImages(tx: Tx, storeId: number, jobs: ImageJob[]): Promise<Map<string, StoredImage>> {
  const files: { job: ImageJob; path: string; size: number }[] = [];
  for (let i = 0; i < jobs.length; i += PARALLEL_WRITES) {
    const batch = jobs.slice(i, i + PARALLEL_WRITES);
    const written = batch.map(async (job) => ({
      job,
      ...(await saveFile({ storeId, folder: job.folder, mimeType: MIME_TYPE, data: job.svg, name: job.name })),
    }));
    files.push(...(await Promise.all(written)));
  }
  const rows = await tx.upload.createManyAndReturn({
    data: files.map(({ job, path, size }) => ({
      storeId,
      kind: "IMAGE" as const,
      path,
      originalName: `${job.name}.svg`,
      mimeType: MIME_TYPE,
      size,
      width: job.width,
      height: job.height,
      createdAt: job.createdAt,
    })),
    select: { id: true, path: true },
  });
  const idByPath = new Map(rows.map((row) => [row.path, row.id]));
  return new Map(files.map(({ job, path }) => [job.key, { id: must(idByPath, path, "upload path"), path }]));
}
