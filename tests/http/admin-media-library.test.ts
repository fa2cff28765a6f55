import { describe, expect, it } from "vitest";
import { acme, as, demo, holdings, mediaOwners, uploadPicture } from "../support/admin-media";
import { setForTest } from "../support/arrange";
import { sql } from "../support/database";
import { call, get } from "../support/http";
import { keys } from "../support/owner-calls";
import { download, mp4, sendFiles } from "../support/uploads";

// The owner's media library: the galleries of a store's own files, and a file read and deleted.

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

mediaOwners();

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
    // The original, the dashboard's two renditions and the storefront's ten.
    expect(after.files.length).toBe(before.files.length - 13);
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
