import type { Readable } from "node:stream";

// Where stored files live: the local folder (lib/media/storage-local.ts) or an S3-compatible
// bucket (lib/media/storage-s3.ts). Keys are storage-relative paths (`stores/1/media/x-ab12.jpg`),
// the same on both, so a row written on one names its file on the other once the files are copied.

/** Bytes `start` to `end` of a file, both included. */
export type ByteRange = { start: number; end: number };

export interface StorageBackend {
  /**
   * Stores `body` under `key`. The file exists under its key only once the whole body is stored:
   * when the body fails (a refused upload), nothing is left, neither the file nor a part of it.
   */
  write(key: string, body: Readable | Buffer, mimeType: string): Promise<void>;
  /**
   * The file's bytes as a stream, or only those from `range.start` to `range.end` (inclusive, as
   * HTTP counts them), or undefined when there is none under `key`.
   */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The file's length in bytes, or undefined when there is none under `key`. */
  size(key: string): Promise<number | undefined>;
  /** Removes the file; a key with no file is no error. */
  remove(key: string): Promise<void>;
}
