import { describe, expect, it } from "vitest";
import { admin } from "../support/admin-catalog";
import { acme, categoryOwners, demo, shopperCategories } from "../support/admin-catalog-categories";
import { sql } from "../support/database";

// The owner's product categories (management routes): their order, and a category's position in it;
// every change seen by the customer API at once, its answer cache on.

categoryOwners();

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
