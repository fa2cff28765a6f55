import { describe, expect, it } from "vitest";
import { admin } from "../support/admin-catalog";
import { sql } from "../support/database";
import { acme, createProduct, demo, named, ownersAndTheirProducts, update } from "../support/admin-catalog-products";

// The owner's products (management routes), deleted: the slug freed, the row kept for the orders.

ownersAndTheirProducts();

describe("DELETE /products/{id}", () => {
  it("deletes the product for the owner and frees its slug, keeping its row for the orders", async () => {
    const product = (await createProduct({ name: `Vase ${named("V")}`, price: 15, status: 1 })).json.data;
    const reply = await admin("DELETE", `/api/products/${product.id}`, demo);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true });
    expect((await admin("GET", `/api/products/${product.id}`, demo)).status).toBe(404);
    expect((await update(product.id, { status: 1 })).status).toBe(404);
    expect((await admin("DELETE", `/api/products/${product.id}`, demo)).status).toBe(404);
    const listed = (await admin("GET", `/api/products?search=${named("V")}`, demo)).json.data;
    expect(listed).toEqual([]);
    const [stored] = await sql<{ status: number; slug: string }>("SELECT status, slug FROM products WHERE id = $1", [product.id]);
    expect(stored).toEqual({ status: 3, slug: `${product.slug}~deleted-${product.id}` });
    expect((await createProduct({ name: `Vase ${named("V")}`, price: 15 })).json.data.slug).toBe(product.slug);
  });

  it("is a 404 for another store's product, which stays; a 401 without a token", async () => {
    const [acmeProduct] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND status = 1 LIMIT 1", [acme.storeId]);
    const reply = await admin("DELETE", `/api/products/${acmeProduct!.id}`, demo);
    expect(reply.status).toBe(404);
    expect((await sql("SELECT status FROM products WHERE id = $1", [acmeProduct!.id]))[0]).toEqual({ status: 1 });
    expect((await admin("DELETE", `/api/products/${acmeProduct!.id}`, undefined)).status).toBe(401);
  });
});
