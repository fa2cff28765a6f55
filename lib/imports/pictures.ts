import { PassThrough } from "node:stream";
import { DomainError } from "../core/errors";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { env } from "../env";
import { mediaFileParts } from "../media/receive-media";
import { recordUpload } from "../media/record-upload";
import { download, DownloadTooLarge } from "../outbound/download";
import { importMessages } from "./messages";

// A product's pictures named by address in the file, as uploads of the store: an address the
// product already shows (our export writes the addresses of its pictures) or one an earlier import
// fetched for it is that picture; any other is fetched, from a public address only (lib/outbound),
// checked and stored as every uploaded picture is (its type read from its bytes, its metadata
// dropped, its renditions made: lib/media), and remembered by the address it came from.

const TIMEOUT_MS = 20_000;

export type Pictures = { ids: number[]; problems: string[] };

/** Whether each address is one a picture can be fetched from, by its form: the problems, for a dry run too. */
export function pictureAddressProblems(urls: string[], language: string): string[] {
  return urls.filter((url) => !isWebAddress(url)).map((url) => importMessages(language, "pictureAddress", { url }));
}

function isWebAddress(text: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** The pictures' uploads, in the file's order; those that could not be fetched are left out and said why. */
export async function importPictures(store: Store, input: { urls: string[]; current: { id: number; url: string }[] }): Promise<Pictures> {
  const known = await db().upload.findMany({
    where: { storeId: store.id, id: { in: input.current.map((picture) => picture.id) } },
    select: { id: true, sourceUrl: true },
  });
  const fetchedFrom = new Map(known.flatMap((upload) => (upload.sourceUrl ? [[upload.sourceUrl, upload.id] as const] : [])));
  const shown = new Map(input.current.map((picture) => [picture.url, picture.id]));
  const ids: number[] = [];
  const problems: string[] = [];
  for (const url of [...new Set(input.urls)]) {
    const id = shown.get(url) ?? fetchedFrom.get(url);
    if (id !== undefined) {
      ids.push(id);
      continue;
    }
    const fetched = await fetchPicture(store, url);
    if (typeof fetched === "number") ids.push(fetched);
    else problems.push(importMessages(store.language, "picture", { url, detail: fetched }));
  }
  return { ids, problems };
}

/** One picture fetched and stored: its upload's id, or why not. */
async function fetchPicture(store: Store, url: string): Promise<number | string> {
  const say = (key: Parameters<typeof importMessages>[1], params?: Record<string, string>) => importMessages(store.language, key, params);
  const parts = mediaFileParts("IMAGE", ["images"]);
  const got = await download(new URL(url), {
    reach: { allowPrivate: env().IMPORT_ALLOW_PRIVATE, httpAllowed: true },
    maxBytes: parts.maxBytes,
    timeoutMs: TIMEOUT_MS,
    accept: "image/*",
  });
  const tooLarge = say("pictureTooLarge", { size: String(env().MAX_IMAGE_MB) });
  if ("problem" in got) return say("picturePrivate");
  if ("error" in got) return got.error;
  if ("tooLarge" in got) return tooLarge;
  // The media's reader takes the bytes from a stream of its own: a failure of the download reaches it there.
  const stream = new PassThrough();
  got.stream.on("error", (error) => stream.destroy(error)).pipe(stream);
  try {
    const filename = decodeURIComponent(new URL(url).pathname.split("/").at(-1) ?? "") || "picture";
    const media = await parts.receive({ field: "images", filename, stream }, { store });
    return (await recordUpload(store, { media, sourceUrl: url })).id;
  } catch (error) {
    if (error instanceof DownloadTooLarge) return tooLarge;
    if (error instanceof DomainError) return error.message;
    return error instanceof Error ? error.message : String(error);
  }
}
