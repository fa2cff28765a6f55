import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, pictures, rowCounts, signInOwners, video, type Owner } from "../support/admin-catalog";
import { sql } from "../support/database";
import { get, origin } from "../support/http";

// The owner's product categories (management routes): CRUD, order, picture, visibility, parent;
// every change seen by the customer API at once, its answer cache on.

const keys = (o: object) => Object.keys(o).sort();
const RECORD_KEYS = ["created_at", "id", "image", "image_id", "is_active", "name", "parent_id", "position", "products_count", "slug", "updated_at", "url"];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

let demo: Owner;
let acme: Owner;
const created: number[] = [];
let seededPositions: { id: number; position: number }[];

/** Categories the customer API lists for demo, in its order. */
const shopperCategories = async () =>
  (await get("/api/fetch-categories?per_page=100")).json.entities as { id: number; name: string; slug: string; image: string }[];

async function createCategory(body: Record<string, unknown>, owner = demo) {
  const reply = await admin("POST", "/api/product-categories", owner, body);
  if (reply.status === 201) created.push(reply.json.data.id);
  return reply;
}

beforeAll(async () => {
  ({ demo, acme } = await signInOwners());
  seededPositions = await sql("SELECT id, position FROM categories ORDER BY id");
});

afterAll(async () => {
  await sql("DELETE FROM categories WHERE id = ANY($1::int[])", [created]);
  await sql("UPDATE categories c SET position = v.position FROM unnest($1::int[], $2::int[]) v(id, position) WHERE c.id = v.id", [
    seededPositions.map((c) => c.id),
    seededPositions.map((c) => c.position),
  ]);
});

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

describe("PUT /product-categories/{id}", () => {
  it("changes only what is sent, and the customer API shows the change at once", async () => {
    const category = (await createCategory({ name: "Brass", slug: "brass-goods" })).json.data;
    const [, picture] = await pictures(demo.storeId, 2);
    expect((await shopperCategories()).find((c) => c.id === category.id)?.name).toBe("Brass");

    const renamed = await admin("PUT", `/api/product-categories/${category.id}`, demo, { name: "Brass & Copper", image_id: picture!.id });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({
      name: "Brass & Copper",
      slug: "brass-goods",
      is_active: true,
      image_id: picture!.id,
      position: category.position,
    });
    expect((await shopperCategories()).find((c) => c.id === category.id)).toMatchObject({
      name: "Brass & Copper",
      image: `${origin()}/uploads/${picture!.path}`,
    });

    const hidden = await admin("PUT", `/api/product-categories/${category.id}`, demo, { is_active: false });
    expect(hidden.json.data).toMatchObject({ name: "Brass & Copper", is_active: false, image_id: picture!.id });
    expect((await shopperCategories()).find((c) => c.id === category.id)).toBeUndefined();
    expect((await get("/api/fetch-all-products-category?slug=brass-goods")).status).toBe(404);

    const moved = await admin("PUT", `/api/product-categories/${category.id}`, demo, { slug: "copper", is_active: true, image_id: null });
    expect(moved.json.data).toMatchObject({ slug: "copper", image: null });
    expect((await get("/api/fetch-all-products-category?slug=copper")).status).toBe(200);
    expect((await get("/api/fetch-all-products-category?slug=brass-goods")).status).toBe(404);
  });

  it("nests categories, never under themselves or their own subcategories", async () => {
    const parent = (await createCategory({ name: "Home" })).json.data;
    const child = (await createCategory({ name: "Kitchen", parent_id: parent.id })).json.data;
    const grandchild = (await createCategory({ name: "Pots", parent_id: child.id })).json.data;
    expect(grandchild.parent_id).toBe(child.id);
    for (const parentId of [parent.id, child.id, grandchild.id]) {
      const reply = await admin("PUT", `/api/product-categories/${parent.id}`, demo, { parent_id: parentId });
      expect(reply.status, `under ${parentId}`).toBe(422);
      expect(Object.keys(reply.json.errors)).toEqual(["parent_id"]);
    }
    expect((await admin("PUT", `/api/product-categories/${grandchild.id}`, demo, { parent_id: null })).json.data.parent_id).toBeNull();

    // Deleting a category moves its subcategories to the top.
    expect((await admin("DELETE", `/api/product-categories/${parent.id}`, demo)).json).toEqual({ success: true });
    expect((await admin("GET", `/api/product-categories/${child.id}`, demo)).json.data.parent_id).toBeNull();
  });

  it("refuses another store's category and bad input, and changes nothing", async () => {
    const mine = (await createCategory({ name: "Mine" })).json.data;
    const [acmeCategory] = await sql<{ id: number; name: string }>("SELECT id, name FROM categories WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [taken] = await sql<{ slug: string }>("SELECT slug FROM categories WHERE store_id = $1 AND id <> $2 LIMIT 1", [demo.storeId, mine.id]);
    const before = await sql("SELECT * FROM categories ORDER BY id");
    const stolen = await admin("PUT", `/api/product-categories/${acmeCategory!.id}`, demo, { name: "Taken over" });
    expect(stolen.status).toBe(404);
    expect(stolen.json).toEqual({ success: false, message: "Category not found." });
    for (const [body, field] of [
      [{ name: "" }, "name"],
      [{ slug: taken!.slug }, "slug"],
      [{ parent_id: acmeCategory!.id }, "parent_id"],
      [{ is_active: null }, "is_active"],
    ] as const) {
      const reply = await admin("PUT", `/api/product-categories/${mine.id}`, demo, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.json.errors)).toEqual([field]);
    }
    expect(await sql("SELECT * FROM categories ORDER BY id")).toEqual(before);
    expect((await admin("PUT", `/api/product-categories/${mine.id}`, undefined, { name: "X" })).status).toBe(401);
    // Its own slug is not taken from itself.
    expect((await admin("PUT", `/api/product-categories/${mine.id}`, demo, { slug: mine.slug })).status).toBe(200);
  });
});

describe("PUT /product-categories/order", () => {
  it("puts the named categories first, the others after as they were, and the customer API follows at once", async () => {
    const before = (await admin("GET", "/api/product-categories?per_page=100", demo)).json.data.map((c: { id: number }) => c.id) as number[];
    const [first, second] = [before.at(-1)!, before.at(-2)!];
    const reply = await admin("PUT", "/api/product-categories/order", demo, { ids: [first, second] });
    expect(reply.status).toBe(200);
    const expected = [first, second, ...before.filter((id) => id !== first && id !== second)];
    expect(reply.json).toEqual({ success: true, data: expected.map((id, i) => ({ id, position: i + 1 })) });
    expect((await admin("GET", "/api/product-categories?per_page=100", demo)).json.data.map((c: { id: number }) => c.id)).toEqual(expected);
    const active = new Set((await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 AND is_active", [demo.storeId])).map((c) => c.id));
    expect((await shopperCategories()).map((c) => c.id)).toEqual(expected.filter((id) => active.has(id)));
  });

  it("refuses another store's ids, repeated ids and an empty list, and changes nothing", async () => {
    const [acmeCategory] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [mine] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 ORDER BY id LIMIT 1", [demo.storeId]);
    const before = await sql("SELECT id, position FROM categories ORDER BY id");
    for (const ids of [[mine!.id, acmeCategory!.id], [mine!.id, mine!.id], [], "1,2"]) {
      const reply = await admin("PUT", "/api/product-categories/order", demo, { ids });
      expect(reply.status, JSON.stringify(ids)).toBe(422);
      expect(Object.keys(reply.json.errors)).toEqual(["ids"]);
    }
    expect(await sql("SELECT id, position FROM categories ORDER BY id")).toEqual(before);
    expect((await admin("PUT", "/api/product-categories/order", undefined, { ids: [mine!.id] })).status).toBe(401);
  });
});

describe("PUT /product-categories/{id}/position", () => {
  const order = async () => (await admin("GET", "/api/product-categories?per_page=100", demo)).json.data.map((c: { id: number }) => c.id) as number[];

  it("moves one category, the others keeping their order around it; past the last is last", async () => {
    const before = await order();
    const moved = before.at(-1)!;
    const reply = await admin("PUT", `/api/product-categories/${moved}/position`, demo, { position: 2 });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true, data: { id: moved, position: 2 } });
    const expected = [before[0]!, moved, ...before.slice(1, -1)];
    expect(await order()).toEqual(expected);
    const active = new Set((await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 AND is_active", [demo.storeId])).map((c) => c.id));
    expect((await shopperCategories()).map((c) => c.id)).toEqual(expected.filter((id) => active.has(id)));

    const last = await admin("PUT", `/api/product-categories/${moved}/position`, demo, { position: 1_000_000 });
    expect(last.json.data).toEqual({ id: moved, position: before.length });
    expect(await order()).toEqual(before);
  });

  it("answers another store's category as not found, refuses a bad position, and changes nothing", async () => {
    const [acmeCategory] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [mine] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 ORDER BY id LIMIT 1", [demo.storeId]);
    const before = await sql("SELECT id, position FROM categories ORDER BY id");
    expect((await admin("PUT", `/api/product-categories/${acmeCategory!.id}/position`, demo, { position: 1 })).status).toBe(404);
    for (const position of [0, -1, 1.5, "1e3", null]) {
      const reply = await admin("PUT", `/api/product-categories/${mine!.id}/position`, demo, { position });
      expect(reply.status, JSON.stringify(position)).toBe(422);
      expect(Object.keys(reply.json.errors)).toEqual(["position"]);
    }
    expect(await sql("SELECT id, position FROM categories ORDER BY id")).toEqual(before);
    expect((await admin("PUT", `/api/product-categories/${mine!.id}/position`, undefined, { position: 1 })).status).toBe(401);
  });

  it("takes two moves at once in turn: every category keeps one position", async () => {
    const before = await order();
    const [a, b] = [before.at(-1)!, before.at(-2)!];
    const replies = await Promise.all([
      admin("PUT", `/api/product-categories/${a}/position`, demo, { position: 1 }),
      admin("PUT", `/api/product-categories/${b}/position`, demo, { position: 1 }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const after = await order();
    expect(new Set(after.slice(0, 2))).toEqual(new Set([a, b]));
    expect([...after].sort()).toEqual([...before].sort());
    const positions = await sql<{ position: number }>("SELECT position FROM categories WHERE store_id = $1 ORDER BY position", [demo.storeId]);
    expect(positions.map((p) => p.position)).toEqual(before.map((_, i) => i + 1));
    await admin("PUT", "/api/product-categories/order", demo, { ids: before });
  });
});

describe("DELETE /product-categories/{id}", () => {
  it("deletes the category: its products leave it, the customer API forgets it at once", async () => {
    const [product] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND status = 1 ORDER BY id LIMIT 1", [demo.storeId]);
    const category = (await createCategory({ name: "Short lived" })).json.data;
    await sql("INSERT INTO product_categories (store_id, product_id, category_id) VALUES ($1, $2, $3)", [demo.storeId, product!.id, category.id]);
    expect((await get(`/api/fetch-all-products-category?slug=${category.slug}`)).json.products.map((p: { id: number }) => p.id)).toEqual([product!.id]);

    const reply = await admin("DELETE", `/api/product-categories/${category.id}`, demo);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true });
    expect(await sql("SELECT 1 FROM product_categories WHERE category_id = $1", [category.id])).toEqual([]);
    expect((await get(`/api/fetch-all-products-category?slug=${category.slug}`)).status).toBe(404);
    expect((await shopperCategories()).find((c) => c.id === category.id)).toBeUndefined();
    expect((await admin("GET", `/api/product-categories/${category.id}`, demo)).status).toBe(404);
    expect((await admin("DELETE", `/api/product-categories/${category.id}`, demo)).status).toBe(404);
  });

  it("refuses while a coupon is restricted to the category (409), and another store's (404): nothing is deleted", async () => {
    const category = (await createCategory({ name: "Coupon only" })).json.data;
    const [coupon] = await sql<{ id: number }>("SELECT id FROM coupons WHERE store_id = $1 ORDER BY id LIMIT 1", [demo.storeId]);
    await sql("INSERT INTO coupon_categories (coupon_id, category_id) VALUES ($1, $2)", [coupon!.id, category.id]);
    try {
      const refused = await admin("DELETE", `/api/product-categories/${category.id}`, demo);
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ success: false, message: "A coupon is restricted to this category: change the coupon first." });
      const stolen = await admin("DELETE", `/api/product-categories/${category.id}`, acme);
      expect(stolen.status).toBe(404);
      expect((await admin("GET", `/api/product-categories/${category.id}`, demo)).status).toBe(200);
      expect((await admin("DELETE", `/api/product-categories/${category.id}`, undefined)).status).toBe(401);
    } finally {
      await sql("DELETE FROM coupon_categories WHERE category_id = $1", [category.id]);
    }
  });
});

describe("the audit log", () => {
  it("records the owner's category writes with the category's id", async () => {
    const category = (await createCategory({ name: "Audited" })).json.data;
    await admin("PUT", `/api/product-categories/${category.id}`, demo, { name: "Audited again" });
    const rows = await sql<{ action: string; entity: string; entity_id: number }>(
      "SELECT action, entity, entity_id FROM audit_log WHERE store_id = $1 AND entity_id = $2 AND entity = 'product-categories' ORDER BY id",
      [demo.storeId, category.id],
    );
    expect(rows).toEqual([
      { action: "POST /api/product-categories", entity: "product-categories", entity_id: category.id },
      { action: "PUT /api/product-categories/{id}", entity: "product-categories", entity_id: category.id },
    ]);
  });
});
