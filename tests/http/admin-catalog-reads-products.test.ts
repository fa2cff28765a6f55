import { describe, expect, it } from "vitest";
import { asAcme, asDemo, ITEM_KEYS, readingOwners, type Item } from "../support/admin-catalog-reads";
import { setForTest } from "../support/arrange";
import { sql } from "../support/database";
import { get, origin, type CallOptions } from "../support/http";
import { keys } from "../support/owner-calls";

// The administration API's documented catalog reads (../shared/spec/admin-api.md, "Catalog and
// orders (read)"): the store's real products, drafts included, and the numbers the customer
// API and the database give.

readingOwners();

/** Every product the owner's list holds, over its pages. */
async function everyItem(path: string, opts: CallOptions): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const reply = await get(`${path}${path.includes("?") ? "&" : "?"}page=${page}&per_page=100`, opts);
    expect(reply.status).toBe(200);
    const batch: Item[] = Array.isArray(reply.json) ? reply.json : reply.json.products;
    items.push(...batch);
    if (batch.length < 100) return items;
  }
}

/** What the database says a product's stock is: its variants' when it has some, else its own row's. */
async function stockOf(productId: number): Promise<number> {
  const rows = await sql<{ variant_key: string; quantity: number }>("SELECT variant_key, quantity FROM product_prices WHERE product_id = $1", [productId]);
  const variants = rows.filter((r) => r.variant_key !== "");
  return (variants.length ? variants : rows).reduce((sum, r) => sum + r.quantity, 0);
}

describe("GET /fetch-all-products (administration)", () => {
  it("answers {products, current_page, last_page} with success, per_page and total, the items as documented", async () => {
    const reply = await get("/api/fetch-all-products", asDemo());
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["current_page", "last_page", "per_page", "products", "success", "total"]);
    const [{ n }] = (await sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status IN (1, 2)",
    )) as [{ n: number }];
    expect(reply.json).toMatchObject({ success: true, current_page: 1, last_page: Math.ceil(n / 8), per_page: 8, total: n });
    expect(reply.json.products).toHaveLength(8);
    for (const item of reply.json.products) {
      expect(keys(item)).toEqual(ITEM_KEYS);
      expect(item.price).toMatch(/^\d+\.\d{2}$/);
      expect(item.devise).toBe("DH");
      expect(item.image).toMatch(/^http:\/\/demo\.localhost:\d+\/uploads\//);
      expect(item.url).toBe(`${origin()}/product/${item.slug}`);
      expect([1, 2]).toContain(item.status);
      expect(Number.isInteger(item.stock)).toBe(true);
    }
  });

  it("shows what the customer API shows of each published product, in the same order, with the database's stock", async () => {
    const shopper = await get("/api/fetch-all-products?per_page=100");
    const owner = await everyItem("/api/fetch-all-products", asDemo());
    expect(owner.map((p) => p.id)).toEqual(shopper.json.products.map((p: { id: number }) => p.id));
    for (const [i, listed] of shopper.json.products.entries()) {
      const { status, stock, devise, ...rest } = owner[i]!;
      expect(rest).toEqual(withoutDevise(listed));
      expect(devise).toBe("DH");
      expect(status).toBe(1);
      expect(stock).toBe(await stockOf(listed.id));
    }
  });

  it("shows drafts to the owner, with status 2, and never to shoppers", async () => {
    const [product] = await sql<{ id: number }>(
      "SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 ORDER BY p.id LIMIT 1",
    );
    await setForTest("products", product!.id, { status: 2 });
    const owner = await everyItem("/api/fetch-all-products", asDemo());
    expect(owner.find((p) => p.id === product!.id)?.status).toBe(2);
    const shopper = (await get("/api/fetch-all-products?per_page=100")).json.products;
    expect(shopper.find((p: { id: number }) => p.id === product!.id)).toBeUndefined();
    expect(owner).toHaveLength(shopper.length + 1);
  });

  it("lists each store's own products only", async () => {
    const ids = async (opts: CallOptions, subdomain: string) => {
      const listed = (await everyItem("/api/fetch-all-products", opts)).map((p) => p.id).sort((a, b) => a - b);
      const stored = await sql<{ id: number }>(
        "SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = $1 AND p.status IN (1, 2) ORDER BY p.id",
        [subdomain],
      );
      expect(listed).toEqual(stored.map((r) => r.id));
    };
    await ids(asDemo(), "demo");
    await ids(asAcme(), "acme");
    const acmeItem = (await get("/api/fetch-all-products", asAcme())).json.products[0];
    expect(acmeItem.devise).toBe("$");
    expect(acmeItem.url).toMatch(/^http:\/\/acme\.localhost:\d+\/product\//);
  });

  it("refuses without a token, and a page size out of bounds", async () => {
    expect(await get("/api/fetch-all-products", { host: "localhost" }).then((r) => [r.status, r.json])).toEqual([
      401,
      { success: false, message: "Unauthenticated." },
    ]);
    for (const query of ["per_page=0", "per_page=101", "page=0", "page=x"]) {
      const reply = await get(`/api/fetch-all-products?${query}`, asDemo());
      expect(reply.status, query).toBe(422);
      expect(reply.json.success).toBe(false);
    }
  });
});

/** A customer list item without its `devise` (the owner's is the symbol, the shopper's the code). */
function withoutDevise(listed: Record<string, unknown>) {
  const copy = { ...listed };
  delete copy.devise;
  return copy;
}

describe("GET /get-product/{slug}", () => {
  it("answers the bare item with its description, drafts too", async () => {
    const [product] = await sql<{ id: number; slug: string; description: string | null }>(
      "SELECT p.id, p.slug, p.description FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 ORDER BY p.id LIMIT 1",
    );
    const reply = await get(`/api/get-product/${product!.slug}`, asDemo());
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual([...ITEM_KEYS, "description"].sort());
    expect(reply.json.description).toBe(product!.description);
    const listed = (await everyItem("/api/fetch-all-products", asDemo())).find((p) => p.id === product!.id);
    expect({ ...reply.json, description: undefined }).toEqual({ ...listed, description: undefined });

    await setForTest("products", product!.id, { status: 2 });
    expect((await get(`/api/get-product/${product!.slug}`, asDemo())).json.status).toBe(2);
    expect((await get(`/api/product-details/${product!.slug}`)).status).toBe(404);
  });

  it("is a 404 for an unknown slug and for another store's product, both ways", async () => {
    const [demoSlug, acmeSlug] = await Promise.all(
      ["demo", "acme"].map(async (subdomain) => {
        const [row] = await sql<{ slug: string }>(
          "SELECT p.slug FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = $1 ORDER BY p.id LIMIT 1",
          [subdomain],
        );
        return row!.slug;
      }),
    );
    for (const [slug, opts] of [
      ["no-such-product", asDemo()],
      [demoSlug!, asAcme()],
      [acmeSlug!, asDemo()],
    ] as const) {
      const reply = await get(`/api/get-product/${slug}`, opts);
      expect(reply.status, slug).toBe(404);
      expect(reply.json).toEqual({ success: false, message: "Product not found." });
    }
    expect((await get(`/api/get-product/${demoSlug}`, { host: "localhost" })).status).toBe(401);
  });
});
