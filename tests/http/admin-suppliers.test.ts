import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, rowCounts, signInOwners, type Owner } from "../support/admin-catalog";
import { sql } from "../support/database";
import { get, origin } from "../support/http";

// The owner's suppliers (management routes): CRUD in shape D, names unique in the store, a
// supplier in use kept; products name one by `supplier_id`, the customer API's detail by `supplier`.

const keys = (o: object) => Object.keys(o).sort();
const RECORD_KEYS = ["created_at", "id", "name", "products_count", "updated_at"];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const tag = randomUUID().slice(0, 8);
const named = (word: string) => `${word} ${tag}`;

let demo: Owner;
let acme: Owner;
const products: number[] = [];

const createSupplier = (name: string, owner = demo) => admin("POST", "/api/suppliers", owner, { name });
async function createProduct(body: Record<string, unknown>) {
  const reply = await admin("POST", "/api/products", demo, { name: named("Pot"), price: 10, ...body });
  expect(reply.status, reply.text).toBe(201);
  products.push(reply.json.data.id);
  return reply.json.data as { id: number; slug: string; supplier_id: number | null };
}
const supplierOf = async (storeId: number) =>
  (await sql<{ id: number; name: string }>("SELECT id, name FROM suppliers WHERE store_id = $1 ORDER BY id LIMIT 1", [storeId]))[0]!;

beforeAll(async () => {
  ({ demo, acme } = await signInOwners());
});

afterAll(async () => {
  await sql("DELETE FROM products WHERE id = ANY($1::int[])", [products]);
  await sql("DELETE FROM suppliers WHERE name LIKE $1", [`%${tag}`]);
});

describe("POST /suppliers", () => {
  it("creates a supplier of the owner's store", async () => {
    const reply = await createSupplier(named("Atlas Weavers"));
    expect(reply.status).toBe(201);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const supplier = reply.json.data;
    expect(keys(supplier)).toEqual(RECORD_KEYS);
    expect(supplier).toMatchObject({ id: expect.any(Number), name: named("Atlas Weavers"), products_count: 0 });
    expect(supplier.created_at).toMatch(ISO);
    expect(supplier.updated_at).toMatch(ISO);
    expect(await sql("SELECT store_id, name FROM suppliers WHERE id = $1", [supplier.id])).toEqual([{ store_id: demo.storeId, name: named("Atlas Weavers") }]);
    // The same name in another store is another supplier.
    expect((await createSupplier(named("Atlas Weavers"), acme)).status).toBe(201);
  });

  it("refuses bad input and a name the store already has, writes nothing, and a 401 without a token", async () => {
    expect((await createSupplier(named("Taken"))).status).toBe(201);
    const before = await rowCounts(["suppliers", "audit_log"]);
    for (const [body, field] of [
      [{}, "name"],
      [{ name: "  " }, "name"],
      [{ name: 5 }, "name"],
      [{ name: "x".repeat(201) }, "name"],
      [{ name: ` ${named("Taken")} ` }, "name"],
    ] as const) {
      const reply = await admin("POST", "/api/suppliers", demo, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.json.success).toBe(false);
      expect(Object.keys(reply.json.errors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await admin("POST", "/api/suppliers", undefined, { name: named("X") })).status).toBe(401);
    expect(await rowCounts(["suppliers", "audit_log"])).toEqual(before);
  });
});

describe("GET /suppliers and /suppliers/{id}", () => {
  it("lists the store's suppliers by name in shape D, counting the products that name each", async () => {
    const reply = await admin("GET", "/api/suppliers?per_page=2&page=2", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "success"]);
    const stored = await sql<{ id: number; name: string; n: number }>(
      `SELECT s.id, s.name, (SELECT count(*)::int FROM products p WHERE p.supplier_id = s.id AND p.status IN (1, 2)) AS n
       FROM suppliers s WHERE s.store_id = $1 ORDER BY s.name, s.id`,
      [demo.storeId],
    );
    expect(stored.length).toBeGreaterThan(4);
    expect(reply.json.data.map((s: { id: number; name: string; products_count: number }) => [s.id, s.name, s.products_count])).toEqual(
      stored.slice(2, 4).map((s) => [s.id, s.name, s.n]),
    );
    expect(reply.json.meta).toMatchObject({ current_page: 2, per_page: 2, total: stored.length, from: 3, to: 4, path: `${origin("localhost")}/api/suppliers` });
    for (const supplier of reply.json.data) expect(keys(supplier)).toEqual(RECORD_KEYS);
    expect((await admin("GET", "/api/suppliers?per_page=500", demo)).status).toBe(422);
  });

  it("is a 404 for another store's supplier, both ways, and a 401 without a token", async () => {
    const [mine, theirs] = [await supplierOf(demo.storeId), await supplierOf(acme.storeId)];
    const reply = await admin("GET", `/api/suppliers/${mine.id}`, demo);
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ id: mine.id, name: mine.name });
    for (const [owner, id] of [
      [demo, theirs.id],
      [acme, mine.id],
    ] as const) {
      const refused = await admin("GET", `/api/suppliers/${id}`, owner);
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual({ success: false, message: "Supplier not found." });
    }
    expect((await admin("GET", `/api/suppliers/${mine.id}`, undefined)).status).toBe(401);
    expect((await admin("GET", "/api/suppliers", undefined)).status).toBe(401);
    expect((await admin("GET", "/api/suppliers/abc", demo)).status).toBe(422);
    // Acme's list names none of demo's.
    const acmeNames = (await admin("GET", "/api/suppliers?per_page=100", acme)).json.data.map((s: { name: string }) => s.name);
    const demoOnly = await sql<{ name: string }>(
      "SELECT name FROM suppliers WHERE store_id = $1 AND name NOT IN (SELECT name FROM suppliers WHERE store_id = $2)",
      [demo.storeId, acme.storeId],
    );
    expect(demoOnly.length).toBeGreaterThan(0);
    expect(acmeNames.filter((name: string) => demoOnly.some((d) => d.name === name))).toEqual([]);
  });
});

describe("PUT /suppliers/{id}", () => {
  it("renames the supplier; the products naming it keep it", async () => {
    const supplier = (await createSupplier(named("Old name"))).json.data;
    const product = await createProduct({ supplier_id: supplier.id });
    const reply = await admin("PUT", `/api/suppliers/${supplier.id}`, demo, { name: named("New name") });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ id: supplier.id, name: named("New name"), products_count: 1 });
    expect((await admin("GET", `/api/products/${product.id}`, demo)).json.data.supplier_id).toBe(supplier.id);
    // Nothing sent changes nothing.
    expect((await admin("PUT", `/api/suppliers/${supplier.id}`, demo, {})).json.data.name).toBe(named("New name"));
  });

  it("refuses another store's supplier, a name taken and bad input, and changes nothing", async () => {
    const theirs = await supplierOf(acme.storeId);
    const mine = (await createSupplier(named("Mine"))).json.data;
    await createSupplier(named("Other"));
    const before = await sql("SELECT * FROM suppliers ORDER BY id");
    const stolen = await admin("PUT", `/api/suppliers/${theirs.id}`, demo, { name: named("Taken over") });
    expect(stolen.status).toBe(404);
    expect(stolen.json).toEqual({ success: false, message: "Supplier not found." });
    for (const body of [{ name: named("Other") }, { name: "" }, { name: null }]) {
      const reply = await admin("PUT", `/api/suppliers/${mine.id}`, demo, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.json.errors)).toEqual(["name"]);
    }
    expect((await admin("PUT", `/api/suppliers/${mine.id}`, undefined, { name: "X" })).status).toBe(401);
    expect(await sql("SELECT * FROM suppliers ORDER BY id")).toEqual(before);
  });
});

describe("DELETE /suppliers/{id}", () => {
  it("is refused (409) while a product the owner sees names it, and deletes it once none does", async () => {
    const supplier = (await createSupplier(named("Busy"))).json.data;
    const product = await createProduct({ supplier_id: supplier.id, status: 2 });
    const refused = await admin("DELETE", `/api/suppliers/${supplier.id}`, demo);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ success: false, message: "Products name this supplier: change their supplier first." });
    expect(await sql("SELECT id FROM suppliers WHERE id = $1", [supplier.id])).toEqual([{ id: supplier.id }]);

    // A deleted product, kept for its orders, does not hold it: it loses it with the supplier.
    expect((await admin("DELETE", `/api/products/${product.id}`, demo)).status).toBe(200);
    const deleted = await admin("DELETE", `/api/suppliers/${supplier.id}`, demo);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ success: true });
    expect(await sql("SELECT id FROM suppliers WHERE id = $1", [supplier.id])).toEqual([]);
    expect(await sql("SELECT supplier_id FROM products WHERE id = $1", [product.id])).toEqual([{ supplier_id: null }]);
  });

  it("is a 404 for another store's supplier, which stays; a 401 without a token", async () => {
    const theirs = (await createSupplier(named("Theirs"), acme)).json.data;
    const reply = await admin("DELETE", `/api/suppliers/${theirs.id}`, demo);
    expect(reply.status).toBe(404);
    expect((await admin("DELETE", `/api/suppliers/${theirs.id}`, undefined)).status).toBe(401);
    expect(await sql("SELECT id FROM suppliers WHERE id = $1", [theirs.id])).toEqual([{ id: theirs.id }]);
  });
});

describe("A product's supplier", () => {
  it("is set and cleared by supplier_id, another store's refused (422), and the customer API answers it as the integer id", async () => {
    const supplier = (await createSupplier(named("Fez Potters"))).json.data;
    const product = await createProduct({ supplier_id: supplier.id, status: 1 });
    expect(product.supplier_id).toBe(supplier.id);
    const shown = await get(`/api/product-details/${product.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.json.product.supplier).toBe(supplier.id);

    const theirs = await supplierOf(acme.storeId);
    const before = await sql("SELECT * FROM products WHERE id = $1", [product.id]);
    const refused = await admin("PUT", `/api/products/${product.id}`, demo, { supplier_id: theirs.id });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ supplier_id: ["The store has no supplier with this id."] });
    expect(await sql("SELECT * FROM products WHERE id = $1", [product.id])).toEqual(before);

    const cleared = await admin("PUT", `/api/products/${product.id}`, demo, { supplier_id: null });
    expect(cleared.json.data.supplier_id).toBeNull();
    expect((await get(`/api/product-details/${product.slug}`)).json.product.supplier).toBeNull();
  });
});
