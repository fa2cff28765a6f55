import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { allRenditionPaths, PICTURE_WIDTHS, pictureSources, renditionPath } from "@/lib/media/picture-sizes";
import { sql } from "../support/database";
import { call, get } from "../support/http";
import { cameraJpeg } from "../support/media-files";
import { dropStores, signUp, type SignedUp } from "../support/stores";
import { jpeg, mp4, sendFiles } from "../support/uploads";

// Issue 28's pictures, on a store made by POST /register: a camera-sized photo with a location in
// its EXIF, uploaded as the dashboard uploads one, is served as AVIF and WebP renditions of each
// width pages ask for (never enlarged, proportions kept, cached for good), and no file served of
// it tells where it was taken; renditions missing (older uploads) are made by their first request;
// a video answers byte ranges.

let store: SignedUp;
const owner = () => ({ host: "localhost", token: store.token });
const onDisk = (storedPath: string) => path.join(inject("server").dataDir, "uploads", storedPath);

async function upload(data: Buffer, name: string, route = "/api/save-image", type = "image/jpeg") {
  const reply = await sendFiles(route, [{ data, name, type }], owner());
  expect(reply.status, reply.text).toBe(200);
  const [row] = await sql<{ path: string }>("SELECT path FROM uploads WHERE id = $1", [reply.json.id]);
  return { id: reply.json.id as number, url: reply.json.file_link as string, path: row!.path };
}

/** A stored file as a shop's page fetches it: by its path on the store's host. */
const fetchFile = (urlPath: string, headers: Record<string, string> = {}) => get(urlPath, { host: store.host, headers });

/** What a served picture tells of itself: format, size, and any metadata at all. */
async function described(bytes: Buffer) {
  const { format, width, height, exif, xmp, iptc, orientation } = await sharp(bytes).metadata();
  return { format, width, height, exif: !!exif, xmp: !!xmp, iptc: !!iptc, orientation: orientation ?? null };
}
const NO_METADATA = { exif: false, xmp: false, iptc: false, orientation: null };

let photo: { id: number; url: string; path: string };

beforeAll(async () => {
  store = await signUp();
  const sent = await cameraJpeg(3000, 2000);
  // The GPS IFD's tag (0x8825, little-endian): the fixture does say where it was taken.
  expect((await sharp(sent).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
  photo = await upload(sent, "IMG_2041.jpg");
}, 120_000);

afterAll(dropStores);

describe("a 3000 × 2000 photo uploaded with GPS tags", () => {
  it("keeps the contract's image: the absolute URL of the original, without its metadata", async () => {
    expect(photo.url).toMatch(/^http:\/\/[^/]+\/uploads\/stores\/\d+\/media\/img-2041-[0-9a-f]{8}\.jpg$/);
    const original = await fetchFile(new URL(photo.url).pathname);
    expect(original.status).toBe(200);
    expect(await described(original.bytes)).toMatchObject({ format: "jpeg", width: 3000, height: 2000, ...NO_METADATA });
  });

  it("is served at each width pages ask for, in AVIF and WebP, proportions kept, cached for good, without metadata", async () => {
    const sources = pictureSources(photo.url)!;
    expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) {
      const candidates = source.srcSet.split(", ").map((c) => c.split(" "));
      expect(candidates.map(([, w]) => w)).toEqual(PICTURE_WIDTHS.map((w) => `${w}w`));
      for (const [url, descriptor] of candidates) {
        const width = parseInt(descriptor!, 10);
        const served = await fetchFile(url!);
        expect(served.status, url).toBe(200);
        expect(served.headers["content-type"]).toBe(source.type);
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(await described(served.bytes), url).toMatchObject({
          format: source.type === "image/avif" ? "heif" : "webp",
          width,
          height: Math.round((width * 2000) / 3000),
          ...NO_METADATA,
        });
      }
    }
  });

  it("was made once at upload: every rendition is on disk before any page asked", async () => {
    const fresh = await upload(await jpeg(1500, 1000), "fresh.jpg");
    for (const rendition of allRenditionPaths(fresh.path)) expect(() => readFileSync(onDisk(rendition)), rendition).not.toThrow();
  });

  it("the dashboard's renditions carry no metadata either", async () => {
    const detail = await call("GET", `/api/media/${photo.id}`, owner());
    for (const url of [detail.json.data.thumbnail_url, detail.json.data.medium_url]) {
      expect(await described((await fetchFile(new URL(url).pathname)).bytes)).toMatchObject({ format: "webp", ...NO_METADATA });
    }
  });
});

describe("renditions of an older upload", () => {
  it("are made by their first request, once, whole, even when many ask at the same time", async () => {
    const older = await upload(await jpeg(1200, 800), "older.jpg");
    for (const rendition of allRenditionPaths(older.path)) rmSync(onDisk(rendition));
    const wanted = renditionPath(older.path, 640, "avif")!;
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetchFile(`/uploads/${wanted}`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true);
    }
    expect(await described(readFileSync(onDisk(wanted)))).toMatchObject({ format: "heif", width: 640, height: 427 });
  });

  it("are never larger than the original", async () => {
    const small = await upload(await jpeg(500, 300), "small.jpg");
    rmSync(onDisk(renditionPath(small.path, 1920, "webp")!));
    const served = await fetchFile(`/uploads/${renditionPath(small.path, 1920, "webp")}`);
    expect(await described(served.bytes)).toMatchObject({ format: "webp", width: 500, height: 300 });
  });

  it("exist only at the widths pages ask for, and only of stored pictures", async () => {
    const offList = renditionPath(photo.path, 700, "webp")!;
    const ofNothing = renditionPath(photo.path.replace(/-[0-9a-f]{8}\./, "-00000000."), 640, "webp")!;
    for (const asked of [offList, ofNothing]) expect((await fetchFile(`/uploads/${asked}`)).status, asked).toBe(404);
  });
});

describe("a camera-sized logo", () => {
  it("is shown in the storefront's header by its renditions (the dark one in dark mode), not as the original", async () => {
    const dark = await upload(await cameraJpeg(1200, 400), "logo-dark.jpg");
    const changed = await call("PUT", "/api/store", { ...owner(), body: { logo_light_id: photo.id, logo_dark_id: dark.id } });
    expect(changed.status, changed.text).toBe(200);
    const home = await get("/", { host: store.host });
    expect(home.status).toBe(200);
    const header = /<header[\s\S]*?<\/header>/.exec(home.text)![0].replace(/&amp;/g, "&");
    const [avif, webp] = pictureSources(photo.url)!;
    const [darkAvif] = pictureSources(dark.url)!;
    expect(header).toContain(`<source media="(prefers-color-scheme: dark)" type="image/avif" srcSet="${darkAvif!.srcSet}" sizes="128px"/>`);
    expect(header).toContain(`<source type="image/avif" srcSet="${avif!.srcSet}" sizes="128px"/>`);
    expect(header).toContain(`srcSet="${webp!.srcSet}" sizes="128px"`);
    expect(header).not.toContain(photo.path);
  });
});

describe("a video", () => {
  it("is served whole with its length, and in parts (206) for players that seek", async () => {
    const film = mp4(4096);
    const video = await upload(film, "clip.mp4", "/api/save-video", "video/mp4");
    const urlPath = new URL(video.url).pathname;
    const whole = await fetchFile(urlPath);
    expect(whole.status).toBe(200);
    expect(whole.headers["content-length"]).toBe(String(film.length));
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const part = await fetchFile(urlPath, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers["content-length"]).toBe("100");
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${film.length}`);
    expect(part.bytes.equals(film.subarray(100, 200))).toBe(true);
  });
});
