import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { StorageBackend } from "./storage-backend";

/** Files under `root` (STORAGE_DIR), served by the app at /uploads/<key>. */
export function localBackend(root: string): StorageBackend {
  const fileOf = (key: string) => path.join(root, key);
  return {
    async write(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its place and renamed once whole: a refused upload leaves no file, and
      // no reader ever gets half of one.
      const partial = `${file}.${randomBytes(4).toString("hex")}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { flags: "wx" }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key, range) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => undefined);
      return found?.isFile() ? createReadStream(file, range) : undefined;
    },
    async size(key) {
      const found = await stat(fileOf(key)).catch(() => undefined);
      return found?.isFile() ? found.size : undefined;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
