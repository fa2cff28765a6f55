import type { IncomingFile } from "../media/incoming-file";
import type { ReceivedCsv } from "./schemas";

// How POST /imports/products takes its file (the wrapper's `files`, lib/api/file-parts.ts): read
// as text, up to 10 MB (about 50,000 product rows), kept in the import's row until its job reads it.

const MiB = 1024 * 1024;

export const csvFileParts = {
  fields: ["file"],
  maxBytes: 10 * MiB,
  async receive(file: IncomingFile): Promise<ReceivedCsv> {
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return { fileName: file.filename || "products.csv", text: Buffer.concat(chunks).toString("utf8") };
  },
  discard: async () => {},
} as const;
