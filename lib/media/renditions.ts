import sharp from "sharp";
import type { Store } from "../db/generated/client";
import { PICTURE_FORMATS, PICTURE_WIDTHS, parseRenditionPath, renditionPath, type PictureFormat } from "./picture-sizes";
import { findStoredFile, readStoredFile, saveFile, saveFileAt, type StoredFile } from "./storage";

// A picture's renditions, made with sharp when it is uploaded: the dashboard's thumbnail and
// medium size, each within a square box, in WebP (every browser shows it, at about a third of a
// JPEG's weight), and the storefront's AVIF and WebP renditions by width (lib/media/picture-sizes.ts);
// all never enlarged, upright (EXIF orientation applied), and without the original's metadata (a
// phone's location stays out of what pages show).

const RENDITIONS = { thumbnail: 200, medium: 800 } as const;
/**
 * Pictures larger than this are refused: 100 megapixels is beyond any phone's ordinary photo,
 * and it bounds what a small file can make sharp decode (a "decompression bomb").
 */
export const MAX_PICTURE_PIXELS = 100_000_000;

// Each upload is a new picture: keeping decoded ones would only hold memory.
sharp.cache(false);

/** The picture could not be decoded: damaged, cut short, or too large. */
export class UnreadablePicture extends Error {
  override name = "UnreadablePicture";
}

export type Renditions = { width: number; height: number; thumbnailPath: string; mediumPath: string };

/** Decodes the picture whole (a damaged or truncated one fails here), and stores its renditions. */
export async function makeRenditions(store: Store, { data, name }: { data: Buffer; name: string }): Promise<Renditions> {
  let made: { width: number; height: number; thumbnail: Buffer; medium: Buffer };
  try {
    const image = sharp(data, { limitInputPixels: MAX_PICTURE_PIXELS });
    const { autoOrient } = await image.metadata();
    const [thumbnail, medium] = await Promise.all(
      [RENDITIONS.thumbnail, RENDITIONS.medium].map((box) =>
        image.clone().autoOrient().resize(box, box, { fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      ),
    );
    made = { width: autoOrient.width, height: autoOrient.height, thumbnail: thumbnail!, medium: medium! };
  } catch (error) {
    throw new UnreadablePicture(error instanceof Error ? error.message : String(error));
  }
  const [thumbnail, medium] = await Promise.all([
    saveFile({ storeId: store.id, folder: "media", mimeType: "image/webp", data: made.thumbnail, name: `${name}-thumbnail` }),
    saveFile({ storeId: store.id, folder: "media", mimeType: "image/webp", data: made.medium, name: `${name}-medium` }),
  ]);
  return { width: made.width, height: made.height, thumbnailPath: thumbnail.path, mediumPath: medium.path };
}

/**
 * One sized rendition: `width` wide at most (never enlarged: a smaller original is only
 * re-encoded), proportions kept. AVIF at effort 2 costs a fifth of its default's time for a few
 * per cent more bytes, which keeps an upload's ten renditions within seconds.
 */
async function sized(original: Buffer, width: number, format: PictureFormat): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: MAX_PICTURE_PIXELS }).autoOrient().resize(width, null, { withoutEnlargement: true });
  return (format === "avif" ? image.avif({ quality: 50, effort: 2 }) : image.webp({ quality: 75 })).toBuffer();
}

async function storeSized(original: Buffer, path: string, width: number, format: PictureFormat): Promise<void> {
  await saveFileAt(path, await sized(original, width, format));
}

/** Makes and stores every sized rendition of an uploaded picture, one at a time (sharp uses the cores). */
export async function makeSizedRenditions({ data, path }: { data: Buffer; path: string }): Promise<void> {
  try {
    for (const format of PICTURE_FORMATS) {
      for (const width of PICTURE_WIDTHS) {
        const target = renditionPath(path, width, format);
        if (target) await storeSized(data, target, width, format);
      }
    }
  } catch (error) {
    throw new UnreadablePicture(error instanceof Error ? error.message : String(error));
  }
}

// Renditions being made in this process, by path: a page's many requests for one make it once.
// Other instances may make it too; both write the same whole file (saveFileAt), so none is corrupt.
const making = new Map<string, Promise<StoredFile | undefined>>();

/**
 * The rendition `path` names, made from its original and stored when it is first asked for (a
 * picture uploaded before sized renditions existed); undefined when `path` names no rendition, or
 * its original is gone or cannot be decoded.
 */
export function renditionOnDemand(path: string): Promise<StoredFile | undefined> {
  const asked = parseRenditionPath(path);
  if (!asked) return Promise.resolve(undefined);
  let made = making.get(path);
  if (!made) {
    made = (async () => {
      const original = await readStoredFile(asked.original);
      if (!original) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of original.body) chunks.push(chunk as Buffer);
      try {
        await storeSized(Buffer.concat(chunks), path, asked.width, asked.format);
      } catch {
        return undefined;
      }
      return findStoredFile(path);
    })().finally(() => making.delete(path));
    making.set(path, made);
  }
  return made;
}
