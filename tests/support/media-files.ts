import sharp from "sharp";

// Pictures and videos to upload, made here (real pictures, from sharp): the HTTP tests and the
// browser tests (which cannot load ./uploads, a Vitest module) send the same files.

export const jpeg = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: "#c8553d" } })
    .jpeg()
    .toBuffer();

/**
 * A phone's photo: a JPEG stored sideways (`width` × `height`, EXIF orientation 6: to be turned a
 * quarter clockwise) that says where it was taken (EXIF GPS: Casablanca).
 */
export const phoneJpeg = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: "#c8553d" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Phone", Model: "Camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 35/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "7/1 36/1 0/1" },
    })
    .toBuffer();

export const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();

/** An MP4's first boxes (`ftyp` isom, an empty `mdat`) and `padding` bytes: what the bytes say, not a playable film. */
export const mp4 = (padding = 1024) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 20]),
    Buffer.from("ftypisom"),
    Buffer.alloc(4),
    Buffer.from("isom"),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from("mdat"),
    Buffer.alloc(padding),
  ]);

/**
 * A camera's photo: `width` × `height` (3000 × 2000 by default, landscape) of coloured noise over a
 * gradient, so it weighs what a photo weighs (megabytes) rather than compressing to nothing, with
 * the EXIF a phone writes (GPS: Casablanca). The bench seeds the storefront with these too.
 */
export async function cameraJpeg(width = 3000, height = 2000, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // A small linear congruential generator: the same photo for the same seed, and fast.
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const noise = (state >> 16) & 63;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 200) / width + noise + seed * 40) & 255;
      pixels[i + 1] = ((y * 160) / height + noise) & 255;
      pixels[i + 2] = (((x + y) * 120) / (width + height) + 60 + noise) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Phone", Model: "Camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 35/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "7/1 36/1 0/1" },
    })
    .toBuffer();
}
