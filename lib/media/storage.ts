import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { storageDir } from "../env";

// Local-folder storage. Every stored file lives under `stores/{storeId}/` and is served at
// `/uploads/<path>`; a shared object store can replace this module without touching callers.

export const PUBLIC_PREFIX = "/uploads/";

const extensions: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
  "video/mp4": "mp4",
  "video/webm": "webm",
};

export function mimeTypeOf(filePath: string): string | undefined {
  const ext = path.extname(filePath).slice(1).toLowerCase();
  const match = Object.entries(extensions).find(([, e]) => e === ext || (ext === "jpeg" && e === "jpg"));
  return match?.[0];
}

export async function saveFile(opts: {
  storeId: number;
  folder: string;
  mimeType: string;
  data: Buffer | string;
  /** A readable base for the file name; a random suffix keeps names unique. */
  name?: string;
}): Promise<{ path: string; size: number }> {
  const ext = extensions[opts.mimeType];
  if (!ext) throw new Error(`unsupported file type ${opts.mimeType}`);
  const base = (opts.name ?? "file").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60);
  const relative = path.posix.join("stores", String(opts.storeId), opts.folder, `${base || "file"}-${randomBytes(4).toString("hex")}.${ext}`);
  const absolute = path.join(storageDir(), relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, opts.data);
  return { path: relative, size: Buffer.byteLength(opts.data) };
}

/** Reads a stored file; undefined when the path is not a file inside the storage root. */
export async function readStoredFile(relative: string): Promise<{ data: Buffer; mimeType: string } | undefined> {
  const root = path.resolve(storageDir());
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep)) return undefined;
  const mimeType = mimeTypeOf(absolute);
  if (!mimeType) return undefined;
  try {
    if (!(await stat(absolute)).isFile()) return undefined;
    return { data: await readFile(absolute), mimeType };
  } catch {
    return undefined;
  }
}

/** Absolute URL of a stored file as seen from `origin` (e.g. http://demo.localhost:3000). */
export function publicUrl(origin: string, relative: string | null | undefined): string | null {
  if (!relative) return null;
  if (/^https?:\/\//.test(relative)) return relative;
  return `${origin}${PUBLIC_PREFIX}${relative}`;
}
