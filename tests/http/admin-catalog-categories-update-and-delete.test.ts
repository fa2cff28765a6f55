import { describe, expect, it } from "vitest";
import { admin, pictures } from "../support/admin-catalog";
import { acme, categoryOwners, createCategory, demo, shopperCategories } from "../support/admin-catalog-categories";
import { sql } from "../support/database";
import { get, origin } from "../support/http";

// The owner's product categories (management routes): updated, nested under a parent, deleted, and the
// audit log of these writes; every change seen by the customer API at once, its answer cache on.

categoryOwners();

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
