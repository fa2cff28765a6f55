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
