import path from "node:path";
import { Readable } from "node:stream";
import { fieldError } from "../core/errors";
import type { Store } from "../db/generated/client";
import { env } from "../env";
import type { IncomingFile } from "./incoming-file";
import { detectMediaType, SNIFF_BYTES, type MediaKind } from "./media-type";
import type { ReceivedMedia } from "./schemas";
import { mediaMessages } from "./messages";
import { withoutMetadata } from "./clean-picture";
import { allRenditionPaths } from "./picture-sizes";
import { makeRenditions, makeSizedRenditions, UnreadablePicture } from "./renditions";
import { removeStoredFiles, saveFile } from "./storage";

// How /save-image and /save-video take their file (the wrapper's `files`, lib/api/file-parts.ts):
// its first bytes tell its type before anything is stored (an empty file, a PNG named .mp4, an
// SVG are refused there); then it is read as it arrives, counted by the wrapper, which refuses it
// one byte past MAX_IMAGE_MB / MAX_VIDEO_MB and then leaves nothing stored. A video goes to
// storage as it passes. A picture is decoded whole by sharp, which stores it without its metadata
// (clean-picture.ts: a phone's location stays out) and makes its renditions; one that cannot be
// decoded (damaged, truncated) is refused with nothing stored.

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

/** Every file an upload stored: the original and its renditions (the sized ones if made yet). */
export const storedPaths = (media: { path: string; thumbnailPath: string | null; mediumPath: string | null }) => [
  ...[media.path, media.thumbnailPath, media.mediumPath].filter((p): p is string => !!p),
  ...allRenditionPaths(media.path),
];

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
  async function* whole() {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
  }
  if (kind === "VIDEO") {
    const stored = await saveFile({ storeId: store.id, folder: "media", mimeType, data: Readable.from(whole()), name });
    return {
      kind,
      path: stored.path,
      originalName: file.filename,
      mimeType,
      size: stored.size,
      width: null,
      height: null,
      thumbnailPath: null,
      mediumPath: null,
    };
  }

  // A picture is read whole, for sharp, which decodes from memory in any case; pictures are at most MAX_IMAGE_MB.
  const parts: Buffer[] = [];
  for await (const part of whole()) parts.push(part);
  let clean: Buffer;
  try {
    clean = await withoutMetadata({ data: Buffer.concat(parts), mimeType });
  } catch (error) {
    throw error instanceof UnreadablePicture ? fieldError(file.field, t("unreadable")) : error;
  }
  const stored = await saveFile({ storeId: store.id, folder: "media", mimeType, data: clean, name });
  try {
    const renditions = await makeRenditions(store, { data: clean, name });
    await makeSizedRenditions({ data: clean, path: stored.path });
    return { kind, path: stored.path, originalName: file.filename, mimeType, size: stored.size, ...renditions };
  } catch (error) {
    await removeStoredFiles([stored.path, ...allRenditionPaths(stored.path)]);
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
