import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { as, demo, holdings, mediaOwners } from "../support/admin-media";
import { sql } from "../support/database";
import { call, get } from "../support/http";
import { keys } from "../support/owner-calls";
import { residentBytes, servingProcess } from "../support/processes";
import { download, jpeg, MiB, mp4, png, pngOfSize, sendFiles, streamFile } from "../support/uploads";

// The owner's uploads of pictures and videos: what is stored and served back, what is refused.

const URL_OF_UPLOAD = /^http:\/\/localhost:\d+\/uploads\/stores\/\d+\/media\/[a-z0-9-]+\.[a-z0-9]+$/;

mediaOwners();

describe("POST /save-image", () => {
  it("stores a picture sent in `file`: {success, file_link, id}, served back, with its dimensions and WebP renditions", async () => {
    const before = await holdings(demo);
    const reply = await sendFiles("/api/save-image", [{ data: await jpeg(1200, 800), name: "Plage d'été.jpg", type: "image/jpeg" }], as(demo));
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["file_link", "id", "success"]);
    expect(reply.json.success).toBe(true);
    expect(Number.isInteger(reply.json.id)).toBe(true);
    expect(reply.json.file_link).toMatch(URL_OF_UPLOAD);
    const served = await download(reply.json.file_link);
    expect(served).toMatchObject({ status: 200, type: "image/jpeg" });

    const [row] = await sql("SELECT * FROM uploads WHERE id = $1", [reply.json.id]);
    expect(row).toMatchObject({ store_id: demo.storeId, kind: "IMAGE", original_name: "Plage d'été.jpg", mime_type: "image/jpeg", width: 1200, height: 800 });
    expect(row!.size).toBe(served.bytes.length);
    const detail = await get(`/api/media/${reply.json.id}`, as(demo));
    for (const [url, box] of [
      [detail.json.data.thumbnail_url, 200],
      [detail.json.data.medium_url, 800],
    ] as const) {
      const rendition = await download(url);
      expect(rendition.type).toBe("image/webp");
      expect(await sharp(rendition.bytes).metadata()).toMatchObject({ format: "webp", width: box, height: Math.round((box * 800) / 1200) });
    }
    // The original, the dashboard's two renditions and the storefront's ten (5 widths, AVIF and WebP).
    expect((await holdings(demo)).files.length).toBe(before.files.length + 13);
  });

  it("takes the file in `image` too, and every picture type by its bytes, whatever its name and declared type", async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    const avif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .avif()
      .toBuffer();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const [data, type] of [
      [await png(), "image/png"],
      [webp, "image/webp"],
      [avif, "image/avif"],
      [gif, "image/gif"],
    ] as const) {
      const reply = await sendFiles("/api/save-image", [{ data, name: "no-extension", type: "application/octet-stream", field: "image" }], as(demo));
      expect(reply.status, type).toBe(200);
      expect((await download(reply.json.file_link)).type).toBe(type);
    }
  });

  it("takes a picture of exactly MAX_IMAGE_MB (10 MiB)", async () => {
    const reply = await sendFiles("/api/save-image", [{ data: await pngOfSize(10 * MiB), name: "big.png" }], as(demo));
    expect(reply.status).toBe(200);
    await call("DELETE", `/api/media/${reply.json.id}`, as(demo));
  });

  it("refuses, storing nothing: an SVG with a script, a truncated JPEG, a 0-byte file, one byte past the limit", async () => {
    const before = await holdings(demo);
    const picture = await jpeg(1200, 800);
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>`);
    const cases = [
      { file: { data: svg, name: "logo.png", type: "image/png" }, status: 422, message: "The file is not a JPEG, PNG, WebP, GIF or AVIF picture." },
      {
        file: { data: picture.subarray(0, picture.length - 200), name: "cut.jpg", type: "image/jpeg" },
        status: 422,
        message: "The picture cannot be read: it is damaged, cut short, or larger than 100 megapixels.",
      },
      { file: { data: Buffer.alloc(0), name: "empty.jpg", type: "image/jpeg" }, status: 422, message: "The file is empty." },
      // A PNG's first bytes, so that only its size is wrong.
      {
        file: { data: Buffer.concat([await png(), Buffer.alloc(10 * MiB + 1 - (await png()).length)]), name: "huge.png" },
        status: 413,
        message: "The file is larger than 10 MB.",
      },
    ];
    for (const { file, status, message } of cases) {
      const reply = await sendFiles("/api/save-image", [file], as(demo));
      expect(reply.status, file.name).toBe(status);
      expect(reply.json, file.name).toMatchObject({ success: false, message });
      if (status === 422) expect(reply.json.errors).toEqual({ file: [message] });
    }
    expect(await holdings(demo)).toEqual(before);
  });

  it("refuses a form without a file, with two files, or with a file in another field (422, in the store's language)", async () => {
    const before = await holdings(demo);
    const none = await sendFiles("/api/save-image", [], { ...as(demo), fields: { user_id: "7" } });
    expect(none.status).toBe(422);
    expect(none.json.errors).toEqual({ file: ["Send the picture in the field file (or image)."] });
    const picture = await png();
    const both = await sendFiles(
      "/api/save-image",
      [
        { data: picture, name: "a.png" },
        { data: picture, name: "b.png", field: "image" },
      ],
      as(demo),
    );
    expect(both.status).toBe(422);
    expect(keys(both.json.errors)).toEqual(["image"]);
    const stray = await sendFiles("/api/save-image", [{ data: picture, name: "a.png", field: "photo" }], as(demo));
    expect(stray.status).toBe(422);
    expect(stray.json.errors).toEqual({ photo: ["This field takes no file."] });
    const json = await call("POST", "/api/save-image", { ...as(demo), body: { file: "x" } });
    expect(json.status).toBe(415);
    expect(await holdings(demo)).toEqual(before);
  });

  it("needs an owner's token, and stores nothing without one", async () => {
    const before = await holdings(demo);
    const reply = await sendFiles("/api/save-image", [{ data: await png(), name: "a.png" }], { host: "localhost" });
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual({ success: false, message: "Unauthenticated." });
    expect(await holdings(demo)).toEqual(before);
  });
});

describe("POST /save-video", () => {
  it("stores a video sent in `file` or `video`, known by its bytes", async () => {
    for (const field of ["file", "video"]) {
      const reply = await sendFiles("/api/save-video", [{ data: mp4(), name: "clip.bin", type: "application/octet-stream", field }], as(demo));
      expect(reply.status).toBe(200);
      expect(keys(reply.json)).toEqual(["file_link", "id", "success"]);
      expect(reply.json.file_link).toMatch(/\.mp4$/);
      expect(await download(reply.json.file_link)).toMatchObject({ status: 200, type: "video/mp4" });
      const [row] = await sql("SELECT kind, width, thumbnail_path FROM uploads WHERE id = $1", [reply.json.id]);
      expect(row).toEqual({ kind: "VIDEO", width: null, thumbnail_path: null });
    }
  });

  it("refuses a PNG renamed .mp4, and a picture is no video: nothing stored", async () => {
    const before = await holdings(demo);
    const reply = await sendFiles("/api/save-video", [{ data: await png(), name: "clip.mp4", type: "video/mp4" }], as(demo));
    expect(reply.status).toBe(422);
    expect(reply.json.errors).toEqual({ file: ["The file is not an MP4, WebM or QuickTime video."] });
    expect(await holdings(demo)).toEqual(before);
    expect((await sendFiles("/api/save-video", [{ data: mp4(), name: "a.mp4" }], { host: "localhost" })).status).toBe(401);
  });

  it("takes a 150 MB video as it arrives: the server's memory does not grow by its size", { timeout: 120_000 }, async () => {
    const server = servingProcess(inject("server").pid);
    const baseline = residentBytes(server);
    let peak = baseline;
    const reply = await streamFile("/api/save-video", { authorization: `Bearer ${demo.token}` }, { head: mp4(0), size: 150 * MiB, name: "film.mp4" }, () => {
      peak = Math.max(peak, residentBytes(server));
    });
    expect(reply.status, reply.text).toBe(200);
    const [row] = await sql<{ size: number }>("SELECT size FROM uploads WHERE id = $1", [reply.json.id]);
    expect(row!.size).toBe(150 * MiB);
    expect(peak - baseline).toBeLessThan(64 * MiB);
    await call("DELETE", `/api/media/${reply.json.id}`, as(demo));
  });
});
