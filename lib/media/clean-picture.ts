import sharp, { type Sharp } from "sharp";
import { MAX_PICTURE_PIXELS, UnreadablePicture } from "./renditions";

// The original of an uploaded picture, as it is kept: turned upright by its EXIF orientation
// first (the orientation is metadata too, and goes with the rest), then written again in its own
// format without any metadata (EXIF with a phone's GPS position, XMP, IPTC, comments): a picture
// of a product taken at home must not tell where home is. sharp writes no metadata unless asked.
// Animated GIF and WebP keep their frames; JPEG is written at a quality that leaves no visible loss.

const WRITERS: Record<string, (image: Sharp) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 92 }),
  "image/png": (image) => image.png(),
  "image/webp": (image) => image.webp({ quality: 92 }),
  "image/gif": (image) => image.gif(),
  "image/avif": (image) => image.avif({ quality: 70 }),
};

/** The picture's bytes without metadata, upright; UnreadablePicture when sharp cannot decode it. */
export async function withoutMetadata({ data, mimeType }: { data: Buffer; mimeType: string }): Promise<Buffer> {
  const write = WRITERS[mimeType];
  if (!write) throw new UnreadablePicture(`no writer for ${mimeType}`);
  try {
    const animated = mimeType === "image/gif" || mimeType === "image/webp";
    return await write(sharp(data, { limitInputPixels: MAX_PICTURE_PIXELS, animated }).autoOrient()).toBuffer();
  } catch (error) {
    throw new UnreadablePicture(error instanceof Error ? error.message : String(error));
  }
}
