import { describe, expect, it } from "vitest";
import { asAcme, asDemo, ITEM_KEYS, readingOwners, type Item } from "../support/admin-catalog-reads";
import { setForTest } from "../support/arrange";
import { sql, whileChanged } from "../support/database";
import { get } from "../support/http";
import { keys } from "../support/owner-calls";

// The administration API's documented catalog reads (../shared/spec/admin-api.md, "Catalog and
// orders (read)"): the popular products and the categories with their products, drafts and
// hidden categories included.

readingOwners();

describe("GET /popular-products (administration)", () => {
  it("answers the documented item: the picture's upload id and the units sold as strings, in the store's currency", async () => {
    const reply = await get("/api/popular-products?per_page=100", asDemo());
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "pagination", "success"]);
    const shopper = (await get("/api/popular-products?per_page=100")).json;
    expect(reply.json.pagination).toEqual(shopper.pagination);
    expect(reply.json.data.map((p: { id: number }) => p.id)).toEqual(shopper.data.map((p: { id: number }) => p.id));
    const uploads = new Map(
      (
        await sql<{ id: number; upload: number }>(
          "SELECT p.id, p.thumbnail_upload_id AS upload FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo'",
        )
      ).map((r) => [r.id, r.upload]),
    );
    for (const [i, item] of reply.json.data.entries()) {
      expect(keys(item)).toEqual(["id", "name", "orders_count", "orders_sum_quantity", "orders_sum_unit_price", "permalink", "thumbnail_image"]);
      const { thumbnail_image, orders_sum_quantity, ...rest } = item;
      const { thumbnail_image: _url, orders_sum_quantity: sold, ...shown } = shopper.data[i];
      expect(rest).toEqual(shown);
      expect(orders_sum_quantity).toBe(sold === null ? null : String(sold));
      expect(thumbnail_image).toBe(String(uploads.get(item.id)));
    }
    expect(reply.json.data.some((p: { orders_sum_quantity: string | null }) => p.orders_sum_quantity !== null)).toBe(true);
  });

  it("ranks drafts too, with their picture's id or null", async () => {
    const [product] = await sql<{ id: number }>(
      "SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 ORDER BY p.id DESC LIMIT 1",
    );
    await setForTest("products", product!.id, { status: 2, thumbnail_upload_id: null });
    const owner = (await get("/api/popular-products?per_page=100", asDemo())).json;
    const shopper = (await get("/api/popular-products?per_page=100")).json;
    expect(owner.pagination.total_items).toBe(shopper.pagination.total_items + 1);
    expect(owner.data.find((p: { id: number }) => p.id === product!.id)).toMatchObject({ thumbnail_image: null });
  });

  it("refuses without a token and with a bad page", async () => {
    expect((await get("/api/popular-products", { host: "localhost" })).status).toBe(401);
    expect((await get("/api/popular-products?per_page=0", asDemo())).status).toBe(422);
  });
});

describe("GET /fetch-categories (administration)", () => {
  it("answers the store's categories, hidden ones too, with url equal to the slug, in shape B", async () => {
    const stored = await sql<{ id: number; name: string; slug: string }>(
      "SELECT c.id, c.name, c.slug FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' ORDER BY c.position, c.id",
    );
    await whileChanged(
      ["UPDATE categories SET is_active = false WHERE id = $1", [stored[0]!.id]],
      ["UPDATE categories SET is_active = true WHERE id = $1", [stored[0]!.id]],
      async () => {
        const reply = await get("/api/fetch-categories", asDemo());
        expect(reply.status).toBe(200);
        expect(keys(reply.json)).toEqual(["current_page", "entities", "items_per_page", "success", "total_items", "total_pages"]);
        expect(reply.json).toMatchObject({ items_per_page: 10, current_page: 1, total_items: stored.length, total_pages: Math.ceil(stored.length / 10) });
        expect(
          reply.json.entities.map((c: { id: number; name: string; slug: string; url: string }) => ({ id: c.id, name: c.name, slug: c.slug, url: c.url })),
        ).toEqual(stored.slice(0, 10).map((c) => ({ ...c, url: c.slug })));
        for (const category of reply.json.entities) {
          expect(keys(category)).toEqual(["id", "image", "name", "slug", "url"]);
          expect(category.image).toMatch(/^http:\/\/demo\.localhost:\d+\//);
        }
        const shopper = (await get("/api/fetch-categories")).json;
        expect(shopper.total_items).toBe(stored.length - 1);
      },
    );
  });

  it("answers each store's own, and refuses without a token or with a bad page", async () => {
    const acmeCategories = (await get("/api/fetch-categories", asAcme())).json.entities;
    const [{ n }] = (await sql<{ n: number }>("SELECT count(*)::int AS n FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'acme'")) as [
      { n: number },
    ];
    expect(acmeCategories).toHaveLength(n);
    expect((await get("/api/fetch-categories", { host: "localhost" })).status).toBe(401);
    expect((await get("/api/fetch-categories?per_page=101", asDemo())).status).toBe(422);
  });
});

describe("GET /fetch-categories-product/{permalink}", () => {
  const categoryOf = async (subdomain: string) => {
    const [category] = await sql<{ id: number; slug: string; n: number }>(
      `SELECT c.id, c.slug, (SELECT count(*)::int FROM product_categories pc JOIN products p ON p.id = pc.product_id
                              WHERE pc.category_id = c.id AND p.status IN (1, 2)) AS n
       FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = $1 ORDER BY c.position, c.id LIMIT 1`,
      [subdomain],
    );
    return category!;
  };

  it("answers a bare array of items with X-Total-Count, 100 a page, drafts and hidden categories too", async () => {
    const category = await categoryOf("demo");
    const reply = await get(`/api/fetch-categories-product/${category.slug}`, asDemo());
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.json)).toBe(true);
    expect(reply.headers["x-total-count"]).toBe(String(category.n));
    expect(reply.json).toHaveLength(Math.min(category.n, 100));
    for (const item of reply.json) expect(keys(item)).toEqual(ITEM_KEYS);
    const shopper = (await get(`/api/fetch-all-products-category?slug=${category.slug}&per_page=100`)).json.products;
    expect(reply.json.map((p: Item) => p.id)).toEqual(shopper.map((p: { id: number }) => p.id));

    const firstTwo = await get(`/api/fetch-categories-product/${category.slug}?per_page=2&page=2`, asDemo());
    expect(firstTwo.json.map((p: Item) => p.id)).toEqual(reply.json.slice(2, 4).map((p: Item) => p.id));
    expect(firstTwo.headers["x-total-count"]).toBe(String(category.n));

    await setForTest("products", reply.json[0].id, { status: 2 });
    await whileChanged(
      ["UPDATE categories SET is_active = false WHERE id = $1", [category.id]],
      ["UPDATE categories SET is_active = true WHERE id = $1", [category.id]],
      async () => {
        const hidden = await get(`/api/fetch-categories-product/${category.slug}`, asDemo());
        expect(hidden.status).toBe(200);
        expect(hidden.headers["x-total-count"]).toBe(String(category.n));
        expect(hidden.json[0]).toMatchObject({ id: reply.json[0].id, status: 2 });
      },
    );
  });

  it("is a 404 for an unknown permalink and for another store's category, both ways; 401 without a token; 422 for a bad page", async () => {
    const [demoCategory, acmeCategory] = [await categoryOf("demo"), await categoryOf("acme")];
    for (const [slug, opts] of [
      ["no-such-category", asDemo()],
      [demoCategory.slug, asAcme()],
      [acmeCategory.slug, asDemo()],
    ] as const) {
      const reply = await get(`/api/fetch-categories-product/${slug}`, opts);
      expect(reply.status, slug).toBe(404);
      expect(reply.json).toEqual({ success: false, message: "Category not found." });
      expect(reply.headers["x-total-count"]).toBeUndefined();
    }
    expect((await get(`/api/fetch-categories-product/${demoCategory.slug}`, { host: "localhost" })).status).toBe(401);
    expect((await get(`/api/fetch-categories-product/${demoCategory.slug}?per_page=101`, asDemo())).status).toBe(422);
  });
});
