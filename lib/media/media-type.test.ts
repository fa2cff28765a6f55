import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectMediaType } from "./media-type";

const picture = (format: "jpeg" | "png" | "webp" | "gif" | "avif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
    [format]()
    .toBuffer();

/** An ISO media file's first box: `ftyp` with its major brand. */
const ftyp = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 20]),
    Buffer.from(`ftyp${brand}`),
    Buffer.alloc(4),
    Buffer.from("isom"),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from("mdat"),
  ]);
/** A WebM file's EBML header (DocType "webm"). */
const webm = Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102", "hex");

describe("detectMediaType", () => {
  it("knows the five kinds of picture by their bytes", async () => {
    for (const format of ["jpeg", "png", "webp", "gif", "avif"] as const) {
      expect(await detectMediaType(await picture(format), "IMAGE"), format).toBe(`image/${format}`);
    }
  });

  it("knows MP4, QuickTime and WebM videos", async () => {
    expect(await detectMediaType(ftyp("isom"), "VIDEO")).toBe("video/mp4");
    expect(await detectMediaType(ftyp("qt  "), "VIDEO")).toBe("video/quicktime");
    expect(await detectMediaType(Buffer.concat([webm, Buffer.alloc(64)]), "VIDEO")).toBe("video/webm");
  });

  it("refuses the other kind, SVG, other formats and nothing at all", async () => {
    expect(await detectMediaType(await picture("png"), "VIDEO")).toBeUndefined();
    expect(await detectMediaType(ftyp("isom"), "IMAGE")).toBeUndefined();
    expect(await detectMediaType(ftyp("heic"), "IMAGE")).toBeUndefined();
    expect(await detectMediaType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), "IMAGE")).toBeUndefined();
    expect(await detectMediaType(Buffer.from("<?xml version='1.0'?><svg xmlns='http://www.w3.org/2000/svg'/>"), "IMAGE")).toBeUndefined();
    expect(await detectMediaType(Buffer.from("%PDF-1.7"), "IMAGE")).toBeUndefined();
    expect(await detectMediaType(Buffer.alloc(0), "IMAGE")).toBeUndefined();
  });
});
