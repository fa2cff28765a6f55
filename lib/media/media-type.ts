import { fileTypeFromBuffer } from "file-type";

// What an uploaded file really is, from its first bytes (file-type reads the formats' own
// structure, not a signature alone): the file's name and the part's Content-Type are the client's
// word and are never read. SVG is no picture here (it can carry scripts), nor are HEIC, TIFF or
// anything else that browsers do not all show.

/** Agrees with the database's UploadKind. */
export type MediaKind = "IMAGE" | "VIDEO";

export const MEDIA_TYPES: Record<MediaKind, readonly string[]> = {
  IMAGE: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"],
  VIDEO: ["video/mp4", "video/webm", "video/quicktime"],
};

/** Enough of a file's beginning for file-type to tell every format it knows. */
export const SNIFF_BYTES = 4100;

/** The file's type, when it is one of `kind`'s; undefined for anything else, whatever it claims. */
export async function detectMediaType(head: Uint8Array, kind: MediaKind): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(head);
  return found && MEDIA_TYPES[kind].includes(found.mime) ? found.mime : undefined;
}
