import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { call, get } from "../support/http";
import { dropStores, signUp, type SignedUp } from "../support/stores";
import { jpeg, sendFiles } from "../support/uploads";

// The bar for photos, on a store made by POST /register (not the demo, whose products came
// with their thumbnails): a product's listing image is its first picture, wherever the owner's
// writes move or delete its pictures, on the administration API and the customer API alike.

let store: SignedUp;
const owner = () => ({ host: "localhost", token: store.token });

/** A picture uploaded as the dashboard uploads one (`/save-image`), landscape or portrait, and its stored path. */
async function upload(width: number, height: number, name: string): Promise<{ id: number; path: string }> {
  const reply = await sendFiles("/api/save-image", [{ data: await jpeg(width, height), name, type: "image/jpeg" }], owner());
  expect(reply.status, reply.text).toBe(200);
  const [row] = await sql<{ path: string }>("SELECT path FROM uploads WHERE id = $1", [reply.json.id]);
  return { id: reply.json.id, path: row!.path };
}

/** The listing image as the owner's record, the owner's list, the customer's list and the customer's details show it. */
async function listingImage(product: { id: number; slug: string }) {
  const host = { host: store.host };
  const [record, list, all, details] = await Promise.all([
    call("GET", `/api/products/${product.id}`, owner()),
    call("GET", "/api/products?per_page=100", owner()),
    get("/api/fetch-all-products?per_page=100", host),
    get(`/api/product-details/${product.slug}`, host),
  ]);
  const listed = all.json.products.find((p: { id?: number; id_product?: number }) => (p.id ?? p.id_product) === product.id);
  return {
    thumbnail_id: record.json.data.thumbnail_id,
    thumbnail: record.json.data.thumbnail,
    summary: list.json.data.find((p: { id: number }) => p.id === product.id).thumbnail,
    image: listed.image,
    thumbnail_image: details.json.product.thumbnail_image,
    path: details.json.thumbnail_image,
  };
}

/** What each surface shows when the listing image is `picture`: its upload, by id or path. */
const showing = (picture: { id: number; path: string }) => ({
  thumbnail_id: picture.id,
  thumbnail: expect.stringContaining(picture.path),
  summary: expect.stringContaining(picture.path),
  image: expect.stringContaining(picture.path),
  thumbnail_image: String(picture.id),
  path: expect.stringContaining(picture.path),
});

beforeAll(async () => {
  store = await signUp();
});

afterAll(dropStores);

describe("a product's listing image, on a new store", () => {
  it("is its first picture after create, the new first after a reorder, the next after a delete, the placeholder when none is left", async () => {
    const landscape = await upload(1200, 800, "landscape.jpg");
    const portrait = await upload(800, 1200, "portrait.jpg");
    const created = await call("POST", "/api/products", {
      ...owner(),
      body: { name: "Brass lantern", price: 120, status: 1, image_ids: [landscape.id, portrait.id] },
    });
    expect(created.status, created.text).toBe(201);
    const product = { id: created.json.data.id as number, slug: created.json.data.slug as string };
    expect(await listingImage(product)).toEqual(showing(landscape));

    const put = (body: Record<string, unknown>) => call("PUT", `/api/products/${product.id}`, { ...owner(), body });
    expect((await put({ image_ids: [portrait.id, landscape.id] })).status).toBe(200);
    expect(await listingImage(product)).toEqual(showing(portrait));

    expect((await put({ image_ids: [landscape.id] })).status).toBe(200);
    expect(await listingImage(product)).toEqual(showing(landscape));

    expect((await put({ image_ids: [] })).status).toBe(200);
    const none = await listingImage(product);
    expect(none).toMatchObject({ thumbnail_id: null, thumbnail: null, thumbnail_image: null, path: null });
    expect(none.image).toMatch(/\/assets\/placeholder\.svg$/);
  });

  it("is the owner's pick while it is one of the pictures, through reorders; the first again when the pick is deleted", async () => {
    const [a, b, c] = [await upload(1000, 600, "a.jpg"), await upload(600, 1000, "b.jpg"), await upload(900, 900, "c.jpg")];
    // Made as the dashboard makes a product: a name and a price first, the pictures by the editor's save.
    const created = await call("POST", "/api/products", { ...owner(), body: { name: "Copper tray", price: 80, status: 1 } });
    const product = { id: created.json.data.id as number, slug: created.json.data.slug as string };
    const put = (body: Record<string, unknown>) => call("PUT", `/api/products/${product.id}`, { ...owner(), body });
    expect((await put({ image_ids: [a.id, b.id, c.id] })).status).toBe(200);
    expect(await listingImage(product)).toEqual(showing(a));

    expect((await put({ thumbnail_id: b.id })).status).toBe(200);
    expect((await put({ image_ids: [c.id, a.id, b.id] })).status).toBe(200);
    expect(await listingImage(product)).toEqual(showing(b));

    expect((await put({ image_ids: [c.id, a.id] })).status).toBe(200);
    expect(await listingImage(product)).toEqual(showing(c));
    // `null` gives the choice back to the order of the pictures.
    expect((await put({ thumbnail_id: b.id, image_ids: [a.id, b.id] })).status).toBe(200);
    expect((await put({ thumbnail_id: null })).status).toBe(200);
    expect(await listingImage(product)).toEqual(showing(a));
  });
});
