import sharp from "sharp";
import type { Store } from "../db/generated/client";
import { saveFile } from "./storage";

// A picture's renditions, made with sharp when it is uploaded: the gallery's and lists' thumbnail
// and a medium size for pages, each within a square box, never enlarged, upright (EXIF
// orientation applied), WebP (every browser shows it, at about a third of a JPEG's weight), and
// without the original's metadata (a phone's location stays out of what pages show).

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
