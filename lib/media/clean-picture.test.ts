import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Store } from "../db/generated/client";
import { reloadEnv } from "../env";
import { withoutMetadata } from "./clean-picture";
import { makeRenditions } from "./renditions";

/** A camera-like landscape JPEG carrying where it was taken (GPS in EXIF) and an XMP packet. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: "#3a7" } })
    .withExif({ IFD0: { Make: "PhoneCo", Copyright: "home" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .jpeg()
    .toBuffer();
}

const carriesMetadata = async (data: Buffer) => {
  const { exif, xmp, iptc } = await sharp(data).metadata();
  return Boolean(exif || xmp || iptc);
};

describe("an uploaded photo's metadata", () => {
  const root = mkdtempSync(path.join(tmpdir(), "clean-"));
  beforeAll(() => {
    vi.stubEnv("STORAGE_DIR", root);
    reloadEnv();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    reloadEnv();
    rmSync(root, { recursive: true, force: true });
  });

  it("is gone from the kept original and from every rendition, proportions kept", async () => {
    const photo = await photoWithGps();
    // The fixture must carry what is to be removed, or the test proves nothing.
    expect(await carriesMetadata(photo)).toBe(true);
    expect((await sharp(photo).metadata()).exif!.includes(Buffer.from("PhoneCo"))).toBe(true);

    const original = await withoutMetadata({ data: photo, mimeType: "image/jpeg" });
    expect(await carriesMetadata(original)).toBe(false);
    expect(await sharp(original).metadata()).toMatchObject({ width: 600, height: 400 });

    const renditions = await makeRenditions({ id: 1 } as Store, { data: original, name: "photo" });
    for (const stored of [renditions.thumbnailPath, renditions.mediumPath]) {
      const data = readFileSync(path.join(root, stored));
      expect(await carriesMetadata(data), stored).toBe(false);
      const { width, height } = await sharp(data).metadata();
      expect(width! / height!, stored).toBeCloseTo(1.5, 1);
    }
  });
});
