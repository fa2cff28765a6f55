import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { setForTest } from "../support/arrange";
import { sql } from "../support/database";
import { call, get, loginOwner } from "../support/http";
import { residentBytes, servingProcess } from "../support/processes";
import { download, jpeg, MiB, mp4, png, pngOfSize, sendFiles, streamFile } from "../support/uploads";

const keys = (o: object) => Object.keys(o).sort();
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const URL_OF_UPLOAD = /^http:\/\/localhost:\d+\/uploads\/stores\/\d+\/media\/[a-z0-9-]+\.[a-z0-9]+$/;

type Owner = { token: string; storeId: number };
let demo: Owner;
let acme: Owner;

async function signIn(email: string): Promise<Owner> {
  const [row] = await sql<{ store_id: number }>("SELECT store_id FROM owners WHERE email = $1", [email]);
  return { token: await loginOwner(email), storeId: row!.store_id };
}

beforeAll(async () => {
  demo = await signIn("owner@example.com");
  acme = await signIn("acme@example.com");
});

const as = (owner: Owner) => ({ host: "localhost", token: owner.token });

/** What a store holds of uploads: its rows, and its files on disk under media/. */
async function holdings(owner: Owner) {
  const [row] = await sql<{ n: string }>("SELECT count(*) AS n FROM uploads WHERE store_id = $1", [owner.storeId]);
  const folder = path.join(inject("server").dataDir, "uploads", "stores", String(owner.storeId), "media");
  return { rows: Number(row!.n), files: existsSync(folder) ? readdirSync(folder).sort() : [] };
}

async function uploadPicture(owner: Owner, name = "photo.jpg") {
  const reply = await sendFiles("/api/save-image", [{ data: await jpeg(1200, 800), name, type: "image/jpeg" }], as(owner));
  expect(reply.status, reply.text).toBe(200);
  return reply.json as { success: true; file_link: string; id: number };
}

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
    // The original and its two renditions.
    expect((await holdings(demo)).files.length).toBe(before.files.length + 3);
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

describe("the galleries", () => {
  it("GET /image-gallery pages through the store's pictures, newest first: {success, images[{id, name, url, created_at}], total, current_page, last_page}", async () => {
    const first = await uploadPicture(demo, "first.jpg");
    const second = await uploadPicture(demo, "second.jpg");
    const reply = await get("/api/image-gallery?per_page=2", as(demo));
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["current_page", "images", "last_page", "success", "total"]);
    const [row] = await sql<{ n: string }>("SELECT count(*) AS n FROM uploads WHERE store_id = $1 AND kind = 'IMAGE'", [demo.storeId]);
    expect(reply.json).toMatchObject({ success: true, total: Number(row!.n), current_page: 1, last_page: Math.ceil(Number(row!.n) / 2) });
    expect(reply.json.images.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);
    const item = reply.json.images[0];
    expect(keys(item)).toEqual(["created_at", "id", "name", "url"]);
    expect(item).toMatchObject({ name: "second.jpg", url: second.file_link });
    expect(item.created_at).toMatch(ISO);

    const page2 = await get("/api/image-gallery?per_page=2&page=2", as(demo));
    expect(page2.json.current_page).toBe(2);
    expect(page2.json.images.map((i: { id: number }) => i.id)).not.toContain(second.id);
    // Twenty a page by default.
    expect((await get("/api/image-gallery", as(demo))).json.images).toHaveLength(Math.min(20, Number(row!.n)));
  });

  it("GET /video-gallery lists the videos only, and /gallery-store every URL, newest first", async () => {
    const picture = await uploadPicture(demo);
    const video = (await sendFiles("/api/save-video", [{ data: mp4(), name: "clip.mp4" }], as(demo))).json;
    const videos = await get("/api/video-gallery", as(demo));
    expect(videos.status).toBe(200);
    expect(keys(videos.json)).toEqual(["current_page", "last_page", "success", "total", "videos"]);
    expect(videos.json.videos[0]).toMatchObject({ id: video.id, name: "clip.mp4", url: video.file_link });
    const ids = videos.json.videos.map((v: { id: number }) => v.id);
    const [pictures] = await sql<{ n: string }>("SELECT count(*) AS n FROM uploads WHERE id = ANY($1) AND kind <> 'VIDEO'", [ids]);
    expect(Number(pictures!.n)).toBe(0);

    const all = await get("/api/gallery-store", as(demo));
    expect(all.status).toBe(200);
    expect(keys(all.json)).toEqual(["all_urls", "success"]);
    expect(all.json.all_urls.slice(0, 2)).toEqual([video.file_link, picture.file_link]);
    const [row] = await sql<{ n: string }>("SELECT count(*) AS n FROM uploads WHERE store_id = $1", [demo.storeId]);
    expect(all.json.all_urls).toHaveLength(Number(row!.n));
  });

  it("show a store's own files only", async () => {
    const demoPicture = await uploadPicture(demo);
    const acmePicture = await uploadPicture(acme);
    for (const route of ["/api/gallery-store", "/api/image-gallery?per_page=100"]) {
      const text = (await get(route, as(acme))).text;
      expect(text).toContain(acmePicture.file_link);
      expect(text).not.toContain(demoPicture.file_link);
      expect(text).not.toContain(`/stores/${demo.storeId}/`);
    }
  });

  it("refuse a bad page (422) and need a token (401)", async () => {
    for (const route of ["/api/image-gallery?page=0", "/api/video-gallery?per_page=101", "/api/image-gallery?page=abc"]) {
      const reply = await get(route, as(demo));
      expect(reply.status, route).toBe(422);
      expect(reply.json.success).toBe(false);
    }
    for (const route of ["/api/gallery-store", "/api/image-gallery", "/api/video-gallery", "/api/media/1"]) {
      expect((await get(route, { host: "localhost" })).status, route).toBe(401);
    }
    expect((await call("DELETE", "/api/media/1", { host: "localhost" })).status).toBe(401);
  });
});

describe("GET and DELETE /media/{id} (ours)", () => {
  it("GET answers the file with its renditions and dimensions", async () => {
    const picture = await uploadPicture(demo, "detail.jpg");
    const reply = await get(`/api/media/${picture.id}`, as(demo));
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    expect(keys(reply.json.data)).toEqual(["created_at", "height", "id", "kind", "medium_url", "mime_type", "name", "size", "thumbnail_url", "url", "width"]);
    expect(reply.json.data).toMatchObject({
      id: picture.id,
      kind: "image",
      name: "detail.jpg",
      url: picture.file_link,
      mime_type: "image/jpeg",
      width: 1200,
      height: 800,
    });
    expect(reply.json.data.thumbnail_url).toMatch(/\.webp$/);
  });

  it("DELETE removes the row, the file and its renditions", async () => {
    const picture = await uploadPicture(demo);
    const before = await holdings(demo);
    const reply = await call("DELETE", `/api/media/${picture.id}`, as(demo));
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true });
    const after = await holdings(demo);
    expect(after.rows).toBe(before.rows - 1);
    expect(after.files.length).toBe(before.files.length - 3);
    expect((await download(picture.file_link)).status).toBe(404);
    expect((await get(`/api/media/${picture.id}`, as(demo))).status).toBe(404);
  });

  it("DELETE is refused with 409 while a product, a colour or a category shows the file: nothing is deleted", async () => {
    const picture = await uploadPicture(demo);
    const [product] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 ORDER BY id LIMIT 1", [demo.storeId]);
    await setForTest("products", product!.id, { thumbnail_upload_id: picture.id });
    const before = await holdings(demo);
    const refused = await call("DELETE", `/api/media/${picture.id}`, as(demo));
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      success: false,
      message: "The file is in use: by a product, a colour, a template, a category, a brand, a payment method or the store's logo.",
    });
    expect(await holdings(demo)).toEqual(before);

    const other = await uploadPicture(demo);
    const [category] = await sql<{ id: number; image_upload_id: number | null }>(
      "SELECT id, image_upload_id FROM categories WHERE store_id = $1 ORDER BY id LIMIT 1",
      [demo.storeId],
    );
    await sql("UPDATE categories SET image_upload_id = $1 WHERE id = $2", [other.id, category!.id]);
    try {
      expect((await call("DELETE", `/api/media/${other.id}`, as(demo))).status).toBe(409);
    } finally {
      await sql("UPDATE categories SET image_upload_id = $1 WHERE id = $2", [category!.image_upload_id, category!.id]);
    }
  });

  it("another store's file is a 404, exactly as one that does not exist, and stays", async () => {
    const picture = await uploadPicture(demo);
    for (const method of ["GET", "DELETE"]) {
      const reply = await call(method, `/api/media/${picture.id}`, as(acme));
      expect(reply.status, method).toBe(404);
      expect(reply.json).toEqual({ success: false, message: "Not found." });
      expect((await call(method, "/api/media/2147483647", as(acme))).json).toEqual({ success: false, message: "Not found." });
    }
    expect((await get(`/api/media/${picture.id}`, as(demo))).status).toBe(200);
  });

  it("refuses an id that is not one (422)", async () => {
    for (const id of ["abc", "0", "1.5"]) expect((await call("DELETE", `/api/media/${id}`, as(demo))).status, id).toBe(422);
  });
});
