import { beforeAll, describe, expect, it } from "vitest";
import { setForTest } from "../support/arrange";
import { sql, whileChanged } from "../support/database";
import { get, loginOwner, origin, type CallOptions } from "../support/http";

// The administration API's documented catalog reads (../shared/spec/admin-api.md, "Catalog and
// orders (read)"): the store's real products, drafts included, and the numbers the customer API
// and the database give.

const keys = (o: object) => Object.keys(o).sort();
const ITEM_KEYS = [
  "brand_logo",
  "brand_name",
  "categories",
  "devise",
  "discount_amount",
  "discount_type",
  "id",
  "image",
  "name",
  "price",
  "slug",
  "status",
  "stock",
  "url",
];

let demo: string;
let acme: string;
const asDemo = (): CallOptions => ({ host: "localhost", token: demo });
const asAcme = (): CallOptions => ({ host: "localhost", token: acme });
type Item = Record<string, unknown> & { id: number; slug: string; status: number; stock: number };

beforeAll(async () => {
  [demo, acme] = [await loginOwner(), await loginOwner("acme@example.com")];
});

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
