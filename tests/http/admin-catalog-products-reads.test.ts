import { describe, expect, it } from "vitest";
import { admin } from "../support/admin-catalog";
import { sql } from "../support/database";
import { get, origin } from "../support/http";
import { acme, createProduct, demo, named, ownersAndTheirProducts, record, tag, SUMMARY_KEYS } from "../support/admin-catalog-products";
import { keys } from "../support/owner-calls";

// The owner's products (management routes), read: the list and its filters, and the record.

ownersAndTheirProducts();

describe("GET /products", () => {
  it("lists the store's products newest first, drafts too, in shape D", async () => {
    const reply = await admin("GET", "/api/products?per_page=5", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "success"]);
    const stored = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND status IN (1, 2) ORDER BY created_at DESC, id DESC", [
      demo.storeId,
    ]);
    expect(reply.json.data.map((p: { id: number }) => p.id)).toEqual(stored.slice(0, 5).map((p) => p.id));
    expect(reply.json.meta).toMatchObject({ total: stored.length, per_page: 5, current_page: 1, path: `${origin("localhost")}/api/products` });
    for (const product of reply.json.data) expect(keys(product)).toEqual(SUMMARY_KEYS);
    const acmeIds = (await admin("GET", "/api/products?per_page=100", acme)).json.data.map((p: { id: number }) => p.id);
    expect(acmeIds.some((id: number) => stored.some((p) => p.id === id))).toBe(false);
  });

  it("filters by search (name, slug or SKU), category, status and stock level", async () => {
    const [category] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 ORDER BY id DESC LIMIT 1", [demo.storeId]);
    const made = async (body: Record<string, unknown>) => (await createProduct({ price: 10, category_ids: [category!.id], ...body })).json.data.id as number;
    const out = await made({ name: `Out ${named("F")}`, stock: 0, low_stock_quantity_alert: 2 });
    const low = await made({ name: `Low ${named("F")}`, stock: 2, low_stock_quantity_alert: 2, status: 1 });
    const plenty = await made({ name: `Plenty ${named("F")}`, stock: 3, low_stock_quantity_alert: 2, sku: `SKU100%_${tag}` });
    const ids = async (query: string) =>
      ((await admin("GET", `/api/products?per_page=100&${query}`, demo)).json.data as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
    const search = `search=${named("F")}`;
    expect(await ids(search)).toEqual([out, low, plenty]);
    expect(await ids(`search=${encodeURIComponent(`100%_${tag}`)}`)).toEqual([plenty]);
    expect(await ids(`search=${encodeURIComponent("%")}&category_id=${category!.id}`)).toEqual([plenty]);
    expect(await ids(`${search}&stock=out`)).toEqual([out]);
    expect(await ids(`${search}&stock=low`)).toEqual([low]);
    expect(await ids(`${search}&stock=in_stock`)).toEqual([low, plenty]);
    expect(await ids(`${search}&status=published`)).toEqual([low]);
    expect(await ids(`${search}&status=draft&stock=in_stock`)).toEqual([plenty]);
    expect((await ids(`category_id=${category!.id}`)).filter((id) => [out, low, plenty].includes(id))).toEqual([out, low, plenty]);
    const [acmeCategory] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    expect(await ids(`category_id=${acmeCategory!.id}`)).toEqual([]);

    // A product with variants is as stocked as its variants.
    const sized = await made({
      name: `Sized ${named("F")}`,
      low_stock_quantity_alert: 2,
      attributes: [{ name: `Size${tag}`, values: ["S", "M"] }],
      variants: [
        { values: { [`Size${tag}`]: "S" }, price: 10, stock: 0 },
        { values: { [`Size${tag}`]: "M" }, price: 10, stock: 1 },
      ],
    });
    expect(await ids(`${search}&stock=low`)).toEqual([low, sized]);
    for (const query of ["stock=none", "status=deleted", "category_id=x", "per_page=101", "search="]) {
      expect((await admin("GET", `/api/products?${query}`, demo)).status, query).toBe(422);
    }
    expect((await admin("GET", "/api/products", undefined)).status).toBe(401);
  });
});

describe("GET /products/{id}", () => {
  it("is a 404 for another store's product, both ways, and for an unknown one; a 401 without a token", async () => {
    const [demoProduct] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND status = 1 LIMIT 1", [demo.storeId]);
    const [acmeProduct] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND status = 1 LIMIT 1", [acme.storeId]);
    expect((await admin("GET", `/api/products/${demoProduct!.id}`, demo)).status).toBe(200);
    for (const [id, owner] of [
      [demoProduct!.id, acme],
      [acmeProduct!.id, demo],
      [2_000_000_000, demo],
    ] as const) {
      const reply = await admin("GET", `/api/products/${id}`, owner);
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({ success: false, message: "Product not found." });
    }
    expect((await admin("GET", `/api/products/${demoProduct!.id}`, undefined)).status).toBe(401);
    expect((await admin("GET", "/api/products/0", demo)).status).toBe(422);
  });

  it("reads a seeded product as the customer API shows it", async () => {
    const [seeded] = await sql<{ id: number; slug: string }>(
      `SELECT p.id, p.slug FROM products p WHERE p.store_id = $1 AND p.status = 1 AND p.kind = 'STANDARD'
         AND EXISTS (SELECT 1 FROM product_prices pr WHERE pr.product_id = p.id AND pr.variant_key <> '') ORDER BY p.id LIMIT 1`,
      [demo.storeId],
    );
    const product = await record(seeded!.id);
    const shown = (await get(`/api/product-details/${seeded!.slug}`)).json;
    // The owner's record adds each attribute's translations, which the shopper sees in place of its name.
    expect(product.attributes.map(({ translations: _translations, ...attribute }: { translations: unknown }) => attribute)).toEqual(shown.attributes);
    expect(product.variants.map((v: { variant_key: string; sku: string; stock: number }) => [v.variant_key, v.sku, v.stock])).toEqual(
      shown.variantsDataPrice.map((v: { variant_key: string; sku: string; quantity: number }) => [v.variant_key, v.sku, v.quantity]),
    );
    expect(product.colors.map((c: { id: number }) => c.id)).toEqual(shown.colorsSectionNew.map((c: { id: number }) => c.id));
    expect(product.images.map((i: { id: number }) => i.id)).toEqual(shown.galleryImagesLeft.map((i: { upload_id: number }) => i.upload_id));
    expect(product.has_variant).toBe(shown.has_variant);
  });
});
