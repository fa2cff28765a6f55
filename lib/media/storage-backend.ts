import type { Readable } from "node:stream";

// Where stored files live: the local folder (lib/media/storage-local.ts) or an S3-compatible
// bucket (lib/media/storage-s3.ts). Keys are storage-relative paths (`stores/1/media/x-ab12.jpg`),
// the same on both, so a row written on one names its file on the other once the files are copied.

export interface StorageBackend {
  /**
   * Stores `body` under `key`. The file exists under its key only once the whole body is stored:
   * when the body fails (a refused upload), nothing is left, neither the file nor a part of it.
   */
  write(key: string, body: Readable | Buffer, mimeType: string): Promise<void>;
  /** The file's bytes as a stream, or undefined when there is none under `key`. */
  read(key: string): Promise<Readable | undefined>;
  /** Removes the file; a key with no file is no error. */
  remove(key: string): Promise<void>;
}
