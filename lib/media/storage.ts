import path from "node:path";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { env, storageDir } from "../env";
import type { ByteRange, StorageBackend } from "./storage-backend";
import { localBackend } from "./storage-local";

// Stored files: uploads, profile pictures, the demo data's pictures. Every file lives under
// `stores/{storeId}/{folder}/`, in the local folder (STORAGE_DIR, the default) or an S3-compatible
// bucket (S3_BUCKET); callers name files by that relative path and never learn which backend
// holds them. Files are served at `/uploads/<path>` from either, or from S3_PUBLIC_URL when set.

export const PUBLIC_PREFIX = "/uploads/";

const extensions: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "image/svg+xml": "svg",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};

export function mimeTypeOf(filePath: string): string | undefined {
  const ext = path.extname(filePath).slice(1).toLowerCase();
  const match = Object.entries(extensions).find(([, e]) => e === ext || (ext === "jpeg" && e === "jpg"));
  return match?.[0];
}

let chosen: Promise<StorageBackend> | undefined;

/** The configured backend, made once; the S3 client is loaded only when a bucket is set. */
function backend(): Promise<StorageBackend> {
  chosen ??= (async () => {
    const { S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env();
    if (!S3_BUCKET) return localBackend(storageDir());
    const { s3Backend } = await import("./storage-s3");
    const credentials = S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } : undefined;
    return s3Backend({ bucket: S3_BUCKET, region: S3_REGION, endpoint: S3_ENDPOINT, credentials });
  })();
  return chosen;
}

/** What saveFile writes, and so all that readStoredFile serves: nothing else of a bucket or folder. */
const STORED_PATH = /^stores\/\d+\/[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

export async function saveFile(opts: {
  storeId: number;
  folder: string;
  mimeType: string;
  /** The bytes, or a stream of them that is stored as it arrives (it may fail midway: then nothing is stored). */
  data: Buffer | string | Readable;
  /** A readable base for the file name; a random suffix keeps names unique. */
  name?: string;
}): Promise<{ path: string; size: number }> {
  const ext = extensions[opts.mimeType];
  if (!ext) throw new Error(`unsupported file type ${opts.mimeType}`);
  const base = (opts.name ?? "file")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  const relative = path.posix.join("stores", String(opts.storeId), opts.folder, `${base || "file"}-${randomBytes(4).toString("hex")}.${ext}`);
  const store = await backend();
  if (!(opts.data instanceof Readable)) {
    const data = Buffer.from(opts.data);
    await store.write(relative, data, opts.mimeType);
    return { path: relative, size: data.length };
  }
  let size = 0;
  async function* counted(source: Readable) {
    for await (const chunk of source) {
      size += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  }
  await store.write(relative, Readable.from(counted(opts.data)), opts.mimeType);
  return { path: relative, size };
}

/**
 * Stores a file under a path its caller derived (a picture's rendition, lib/media/picture-sizes.ts)
 * rather than a new random one. Writing it twice is harmless: both backends put a file in place
 * whole (rename, S3 PUT), so concurrent writers of the same bytes leave one whole file.
 */
export async function saveFileAt(relative: string, data: Buffer): Promise<void> {
  const mimeType = mimeTypeOf(relative);
  if (!STORED_PATH.test(relative) || !mimeType) throw new Error(`not a stored path: ${relative}`);
  await (await backend()).write(relative, data, mimeType);
}

export type StoredFile = {
  mimeType: string;
  /** The whole file's length in bytes. */
  size: number;
  /** The file's bytes, or only those of `range` when one was given. */
  read: (range?: ByteRange) => Promise<Readable | undefined>;
};

/**
 * A stored file, read once the caller knows which bytes it wants (a video player asks for parts);
 * undefined when the path is not one saveFile writes, or has no file.
 */
export async function findStoredFile(relative: string): Promise<StoredFile | undefined> {
  const mimeType = mimeTypeOf(relative);
  if (!STORED_PATH.test(relative) || !mimeType) return undefined;
  const store = await backend();
  const size = await store.size(relative);
  return size === undefined ? undefined : { mimeType, size, read: (range) => store.read(relative, range) };
}

/** A stored file as a stream; undefined when the path is not one saveFile writes, or has no file. */
export async function readStoredFile(relative: string): Promise<{ body: Readable; mimeType: string } | undefined> {
  const mimeType = mimeTypeOf(relative);
  if (!STORED_PATH.test(relative) || !mimeType) return undefined;
  const body = await (await backend()).read(relative);
  return body && { body, mimeType };
}

/** Removes stored files; paths without a file are no error. */
export async function removeStoredFiles(relatives: string[]): Promise<void> {
  const store = await backend();
  await Promise.all(relatives.filter((relative) => STORED_PATH.test(relative)).map((relative) => store.remove(relative)));
}

/** Absolute URL of a stored file as seen from `origin` (e.g. http://demo.localhost:3000), or under S3_PUBLIC_URL when set. */
export function publicUrl(origin: string, relative: string | null | undefined): string | null {
  if (!relative) return null;
  if (/^https?:\/\//.test(relative)) return relative;
  const bucketUrl = env().S3_PUBLIC_URL;
  if (bucketUrl) return `${bucketUrl}${bucketUrl.endsWith("/") ? "" : "/"}${relative}`;
  return `${origin}${PUBLIC_PREFIX}${relative}`;
}
