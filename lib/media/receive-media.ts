import path from "node:path";
import { Readable } from "node:stream";
import { fieldError } from "../core/errors";
import type { Store } from "../db/generated/client";
import { env } from "../env";
import type { IncomingFile } from "./incoming-file";
import { detectMediaType, SNIFF_BYTES, type MediaKind } from "./media-type";
import type { ReceivedMedia } from "./schemas";
import { mediaMessages } from "./messages";
import { makeRenditions, UnreadablePicture } from "./renditions";
import { removeStoredFiles, saveFile } from "./storage";

// How /save-image and /save-video take their file (the wrapper's `files`, lib/api/file-parts.ts):
// its first bytes tell its type before anything is stored (an empty file, a PNG named .mp4, an
// SVG are refused there); then it goes to storage as it arrives, counted by the wrapper, which
// refuses it one byte past MAX_IMAGE_MB / MAX_VIDEO_MB and then leaves nothing stored. A picture
// is then decoded whole by sharp, which makes its renditions; one that cannot be decoded
// (damaged, truncated) is removed and refused.

/** A file taken and stored, not yet recorded: what the route's handler records as an upload. */
const MiB = 1024 * 1024;

/**
 * The route's `files` (lib/api/file-parts.ts' FileParts): the fields that may carry the file
 * (`file` first), and its kind's limit.
 */
export function mediaFileParts(kind: MediaKind, fields: readonly string[]) {
  return {
    fields,
    maxBytes: (kind === "IMAGE" ? env().MAX_IMAGE_MB : env().MAX_VIDEO_MB) * MiB,
    receive: (file: IncomingFile, { store }: { store: Store }) => receiveMedia(store, { kind, file }),
    discard: (media: ReceivedMedia) => removeStoredFiles(storedPaths(media)),
  };
}

/** Every file an upload stored: the original and its renditions. */
export const storedPaths = (media: { path: string; thumbnailPath: string | null; mediumPath: string | null }) =>
  [media.path, media.thumbnailPath, media.mediumPath].filter((p): p is string => !!p);

async function receiveMedia(store: Store, { kind, file }: { kind: MediaKind; file: IncomingFile }): Promise<ReceivedMedia> {
  const t = (key: Parameters<typeof mediaMessages>[1]) => mediaMessages(store.language, key);
  const chunks = file.stream[Symbol.asyncIterator]();
  const head = await readHead(chunks);
  if (head.length === 0) throw fieldError(file.field, t("empty"));
  const mimeType = await detectMediaType(head, kind);
  if (!mimeType) {
    file.stream.destroy();
    throw fieldError(file.field, t(kind === "IMAGE" ? "notAPicture" : "notAVideo"));
  }

  const name = path.parse(file.filename).name || kind.toLowerCase();
  // A picture's bytes are kept as they pass, for sharp, which decodes from memory in any case;
  // pictures are at most MAX_IMAGE_MB. A video's only pass through.
  const kept = kind === "IMAGE" ? [head] : undefined;
  async function* whole() {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      kept?.push(next.value as Buffer);
      yield next.value as Buffer;
    }
  }
  const stored = await saveFile({ storeId: store.id, folder: "media", mimeType, data: Readable.from(whole()), name });
  const received = { kind, path: stored.path, originalName: file.filename, mimeType, size: stored.size };
  if (!kept) return { ...received, width: null, height: null, thumbnailPath: null, mediumPath: null };

  try {
    return { ...received, ...(await makeRenditions(store, { data: Buffer.concat(kept), name })) };
  } catch (error) {
    await removeStoredFiles([stored.path]);
    throw error instanceof UnreadablePicture ? fieldError(file.field, t("unreadable")) : error;
  }
}

/** The file's first SNIFF_BYTES (fewer if it is shorter), read from its stream. */
async function readHead(chunks: AsyncIterator<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value as Buffer);
    size += (next.value as Buffer).length;
  }
  return Buffer.concat(parts);
}
