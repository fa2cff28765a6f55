import { describe, expect, inject, it } from "vitest";
import { sql } from "../support/database";
import { get } from "../support/http";

// Where the contract gives an image as a string, a store that has none answers a URL that still
// serves an image: its other logo, a product's picture for a category, else the platform's placeholder.

const origin = (host: string) => `http://${host}:${inject("server").port}`;
const upload = (host: string, path: string) => `${origin(host)}/uploads/${path}`;
const placeholder = (host: string) => `${origin(host)}/assets/placeholder.svg`;

describe("the platform's placeholder image", () => {
  it("is served on every host, as an SVG image", async () => {
    for (const host of ["demo.localhost", "acme.localhost", "localhost"]) {
      const reply = await get("/assets/placeholder.svg", { host });
      expect(reply.status, host).toBe(200);
      expect(reply.headers["content-type"], host).toMatch(/^image\/svg\+xml/);
      expect(reply.text, host).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });
});

describe("/get-info-store without logos", () => {
  it("shows a store's one logo on both backgrounds, and the placeholder when it has none", async () => {
    const [store] = await sql<{ id: number; logo_light: string; logo_dark: string }>("SELECT id, logo_light, logo_dark FROM stores WHERE subdomain = 'acme'");
    const { id, logo_light: light, logo_dark: dark } = store!;
    const logosWith = async (lightPath: string | null, darkPath: string | null) => {
      await sql("UPDATE stores SET logo_light = $1, logo_dark = $2 WHERE id = $3", [lightPath, darkPath, id]);
      const { data } = (await get("/api/get-info-store", { host: "acme.localhost" })).json;
      return [data.logo_light, data.logo_dark];
    };
    try {
      expect(await logosWith(light, null)).toEqual([upload("acme.localhost", light), upload("acme.localhost", light)]);
      expect(await logosWith(null, dark)).toEqual([upload("acme.localhost", dark), upload("acme.localhost", dark)]);
      expect(await logosWith(null, null)).toEqual([placeholder("acme.localhost"), placeholder("acme.localhost")]);
    } finally {
      await sql("UPDATE stores SET logo_light = $1, logo_dark = $2 WHERE id = $3", [light, dark, id]);
    }
    expect(await logosWith(light, dark)).toEqual([upload("acme.localhost", light), upload("acme.localhost", dark)]);
  });
});

describe("/fetch-categories without images", () => {
  it("shows the picture of the first product the category lists, and the placeholder when it lists none", async () => {
    const [category] = await sql<{ id: number; slug: string; image: string; store_id: number }>(
      `SELECT c.id, c.slug, c.image, c.store_id FROM categories c JOIN stores s ON s.id = c.store_id
       WHERE s.subdomain = 'demo' AND c.is_active AND c.image IS NOT NULL
         AND EXISTS (SELECT 1 FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE pc.category_id = c.id AND p.status = 1)
       ORDER BY c.position, c.id LIMIT 1`,
    );
    const [empty] = await sql<{ id: number }>(
      "INSERT INTO categories (store_id, name, slug, position, updated_at) VALUES ($1, 'Coming soon', $2, 1000000, now()) RETURNING id",
      [category!.store_id, `coming-soon-${Date.now()}`],
    );
    const imageOf = async (id: number) => {
      const { entities } = (await get("/api/fetch-categories?per_page=100")).json;
      return entities.find((c: { id: number }) => c.id === id).image;
    };
    try {
      expect(await imageOf(category!.id)).toBe(upload("demo.localhost", category!.image));
      await sql("UPDATE categories SET image = NULL WHERE id = $1", [category!.id]);
      const listed = (await get(`/api/fetch-all-products-category?slug=${category!.slug}&per_page=1`)).json.products;
      expect(listed[0].image).toMatch(/\/uploads\//);
      expect(await imageOf(category!.id)).toBe(listed[0].image);
      expect(await imageOf(empty!.id)).toBe(placeholder("demo.localhost"));
    } finally {
      await sql("UPDATE categories SET image = $1 WHERE id = $2", [category!.image, category!.id]);
      await sql("DELETE FROM categories WHERE id = $1", [empty!.id]);
    }
  });
});
