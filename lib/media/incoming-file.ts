import type { Readable } from "node:stream";

/** A file of a multipart request as it arrives, before anything is stored (lib/api/file-parts.ts reads the request). */
export type IncomingFile = {
  /** The form field it came in. */
  field: string;
  /** The file name the client gave, without any folder; the client's word, never its type. */
  filename: string;
  /** The bytes as they arrive; it fails with the 413 once more than the route's limit has come. */
  stream: Readable;
};
