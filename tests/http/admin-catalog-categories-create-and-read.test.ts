import { describe, expect, it } from "vitest";
import { admin, pictures, rowCounts, video } from "../support/admin-catalog";
import { acme, categoryOwners, createCategory, demo, shopperCategories } from "../support/admin-catalog-categories";
import { sql } from "../support/database";
import { get, origin } from "../support/http";
import { keys } from "../support/owner-calls";

// The owner's product categories (management routes): created and read, picture, visibility; every change
// seen by the customer API at once, its answer cache on.

const RECORD_KEYS = [
  "created_at",
  "id",
  "image",
  "image_id",
  "is_active",
  "name",
  "parent_id",
  "position",
  "products_count",
  "slug",
  "translations",
  "updated_at",
  "url",
];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

categoryOwners();

describe("POST /product-categories", () => {
  it("creates a category last in the order, its slug made from its name, and the customer API lists it at once", async () => {
    const before = await shopperCategories();
    const [picture] = await pictures(demo.storeId, 1);
    const reply = await createCategory({ name: "Poterie d'Été", image_id: picture!.id, store_id: acme.storeId });
    expect(reply.status).toBe(201);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const category = reply.json.data;
    expect(keys(category)).toEqual(RECORD_KEYS);
    expect(category).toMatchObject({
      name: "Poterie d'Été",
      slug: "poterie-d-ete",
      url: `${origin()}/category/poterie-d-ete`,
      parent_id: null,
      image_id: picture!.id,
      image: `${origin()}/uploads/${picture!.path}`,
      is_active: true,
      products_count: 0,
    });
    expect(category.created_at).toMatch(ISO);
    const [{ max }] = (await sql<{ max: number }>("SELECT max(position) AS max FROM categories WHERE store_id = $1", [demo.storeId])) as [{ max: number }];
    expect(category.position).toBe(max);
    // The store_id sent is ignored: the category is the token's store's.
    expect((await sql("SELECT store_id FROM categories WHERE id = $1", [category.id]))[0]).toEqual({ store_id: demo.storeId });

    const after = await shopperCategories();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ id: category.id, name: "Poterie d'Été", image: category.image });

    const again = await createCategory({ name: "Poterie d'été" });
    expect(again.json.data.slug).toBe("poterie-d-ete-2");
    const hidden = await createCategory({ name: "Back room", slug: "back-room", is_active: false });
    expect(hidden.json.data).toMatchObject({ slug: "back-room", is_active: false, image: null, image_id: null });
    expect((await shopperCategories()).find((c) => c.id === hidden.json.data.id)).toBeUndefined();
    expect((await get("/api/fetch-all-products-category?slug=back-room")).status).toBe(404);
  });

  it("refuses bad input with field errors, and writes nothing", async () => {
    const [acmePicture] = await pictures(acme.storeId, 1);
    const [acmeCategory] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const movie = await video(demo.storeId);
    const [taken] = await sql<{ slug: string }>("SELECT slug FROM categories WHERE store_id = $1 LIMIT 1", [demo.storeId]);
    const before = await rowCounts(["categories", "audit_log"]);
    try {
      const cases: [Record<string, unknown>, string][] = [
        [{}, "name"],
        [{ name: "  " }, "name"],
        [{ name: "X", slug: "Not A Slug" }, "slug"],
        [{ name: "X", slug: "double--hyphen" }, "slug"],
        [{ name: "X", slug: taken!.slug }, "slug"],
        [{ name: "X", image_id: acmePicture!.id }, "image_id"],
        [{ name: "X", image_id: movie }, "image_id"],
        [{ name: "X", image_id: 2_000_000_000 }, "image_id"],
        [{ name: "X", parent_id: acmeCategory!.id }, "parent_id"],
        [{ name: "X", is_active: "yes" }, "is_active"],
      ];
      for (const [body, field] of cases) {
        const reply = await createCategory(body);
        expect(reply.status, JSON.stringify(body)).toBe(422);
        expect(reply.json.success).toBe(false);
        expect(Object.keys(reply.json.errors), JSON.stringify(body)).toEqual([field]);
      }
      expect(await rowCounts(["categories", "audit_log"])).toEqual(before);
      expect((await admin("POST", "/api/product-categories", undefined, { name: "X" })).status).toBe(401);
    } finally {
      await sql("DELETE FROM uploads WHERE id = $1", [movie]);
    }
  });
});

describe("GET /product-categories and /product-categories/{id}", () => {
  it("lists every category of the store in its order, hidden ones too, in shape D", async () => {
    const reply = await admin("GET", "/api/product-categories?per_page=2&page=2", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "success"]);
    const stored = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 ORDER BY position, id", [demo.storeId]);
    expect(reply.json.data.map((c: { id: number }) => c.id)).toEqual(stored.slice(2, 4).map((c) => c.id));
    expect(reply.json.meta).toMatchObject({
      current_page: 2,
      per_page: 2,
      total: stored.length,
      from: 3,
      to: 4,
      path: `${origin("localhost")}/api/product-categories`,
    });
    expect(reply.json.links.prev).toBe(`${origin("localhost")}/api/product-categories?page=1`);
    for (const category of reply.json.data) expect(keys(category)).toEqual(RECORD_KEYS);
    const all = (await admin("GET", "/api/product-categories?per_page=100", demo)).json.data;
    expect(all.some((c: { is_active: boolean }) => !c.is_active)).toBe(true);
    expect((await admin("GET", "/api/product-categories?per_page=500", demo)).status).toBe(422);
  });

  it("counts the products in a category, drafts too", async () => {
    const [category] = await sql<{ id: number; n: number }>(
      `SELECT c.id, count(*)::int AS n FROM categories c JOIN product_categories pc ON pc.category_id = c.id JOIN products p ON p.id = pc.product_id
       WHERE c.store_id = $1 AND p.status IN (1, 2) GROUP BY c.id ORDER BY c.id LIMIT 1`,
      [demo.storeId],
    );
    const reply = await admin("GET", `/api/product-categories/${category!.id}`, demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    expect(reply.json.data.products_count).toBe(category!.n);
  });

  it("is a 404 for another store's category, both ways, and a 401 without a token", async () => {
    const [demoCategory] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 LIMIT 1", [demo.storeId]);
    const [acmeCategory] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    for (const [id, owner] of [
      [demoCategory!.id, acme],
      [acmeCategory!.id, demo],
      [2_000_000_000, demo],
    ] as const) {
      const reply = await admin("GET", `/api/product-categories/${id}`, owner);
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({ success: false, message: "Category not found." });
    }
    expect((await admin("GET", `/api/product-categories/${demoCategory!.id}`, undefined)).status).toBe(401);
    expect((await admin("GET", "/api/product-categories", undefined)).status).toBe(401);
    expect((await admin("GET", "/api/product-categories/abc", demo)).status).toBe(422);
  });
});
