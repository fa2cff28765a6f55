import { describe, expect, it } from "vitest";
import { sql, whileChanged } from "../support/database";
import { get, origin } from "../support/http";
import { converted, demoRate, expectCurrencyRefused } from "../support/money";

const keys = (o: object) => Object.keys(o).sort();
const LIST_KEYS = ["brand_logo", "brand_name", "discount_amount", "discount_type", "id", "image", "name", "price", "devise", "url"];

describe("/fetch-all-products", () => {
  it("answers shape B with price strings, the currency code and categories", async () => {
    const reply = await get("/api/fetch-all-products");
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["current_page", "items_per_page", "products", "success", "total_items", "total_pages"]);
    const [{ n }] = (await sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1",
    )) as [{ n: number }];
    expect(reply.json).toMatchObject({ items_per_page: 8, current_page: 1, total_items: n, total_pages: Math.ceil(n / 8) });
    expect(reply.json.products).toHaveLength(8);
    for (const product of reply.json.products) {
      expect(keys(product)).toEqual([...LIST_KEYS, "slug", "categories"].sort());
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
      expect(product.devise).toBe("MAD");
      expect(product.image).toMatch(/^http:\/\/demo\.localhost:\d+\/uploads\//);
      expect(product.discount_amount === null || typeof product.discount_amount === "number").toBe(true);
      for (const category of product.categories) expect(keys(category)).toEqual(["id", "name"]);
    }
  });

  it("converts prices with store-currency, half-up to cents", async () => {
    const rate = await demoRate("USD");
    const mad = await get("/api/fetch-all-products?per_page=20");
    const usd = await get("/api/fetch-all-products?per_page=20", { headers: { "store-currency": "usd" } });
    expect(usd.status).toBe(200);
    for (const [i, product] of usd.json.products.entries()) {
      expect(product.devise).toBe("USD");
      expect(product.price).toBe(converted(mad.json.products[i].price, rate).toFixed(2));
    }
    await expectCurrencyRefused("/api/fetch-all-products");
  });

  it("pages, with an empty page past the last", async () => {
    const page2 = await get("/api/fetch-all-products?page=2&per_page=5");
    expect(page2.json).toMatchObject({ current_page: 2, items_per_page: 5 });
    const page1 = await get("/api/fetch-all-products?page=1&per_page=5");
    expect(page2.json.products[0].id).not.toBe(page1.json.products[0].id);
    const beyond = await get("/api/fetch-all-products?page=999");
    expect(beyond.status).toBe(200);
    expect(beyond.json.products).toEqual([]);
    // Past the last page the count still comes (no row carries it there).
    expect(beyond.json.total_items).toBe(page1.json.total_items);
    expect(beyond.json.total_items).toBeGreaterThan(0);
  });

  it("gives each product the categories the store shows, a hidden one left out", async () => {
    const [category] = await sql<{ id: number }>(
      "SELECT c.id FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.is_active ORDER BY c.position LIMIT 1",
    );
    const hidden = [category!.id];
    await whileChanged(
      ["UPDATE categories SET is_active = false WHERE id = $1", hidden],
      ["UPDATE categories SET is_active = true WHERE id = $1", hidden],
      async () => {
        const stored = await sql<{ id: number; categories: { id: number; name: string }[] }>(
          `SELECT p.id, coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.id) FILTER (WHERE c.is_active), '[]') AS categories
         FROM products p JOIN stores s ON s.id = p.store_id LEFT JOIN product_categories pc ON pc.product_id = p.id
         LEFT JOIN categories c ON c.id = pc.category_id WHERE s.subdomain = 'demo' AND p.status = 1 GROUP BY p.id`,
        );
        const listed = (await get("/api/fetch-all-products?per_page=100")).json.products as { id: number; categories: unknown }[];
        expect(listed.length).toBe(stored.length);
        expect(Object.fromEntries(listed.map((p) => [p.id, p.categories]))).toEqual(Object.fromEntries(stored.map((p) => [p.id, p.categories])));
        expect(stored.filter((p) => p.categories.length === 0).length).toBeGreaterThan(0);
      },
    );
  });

  it("shows only the store's own published products", async () => {
    const all = await get("/api/fetch-all-products?per_page=100");
    const ids = all.json.products.map((p: { id: number }) => p.id);
    const foreign = await sql<{ id: number }>("SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain <> 'demo' OR p.status <> 1");
    for (const { id } of foreign) expect(ids).not.toContain(id);
  });
});

describe("/fetch-all-products-category", () => {
  it("answers shape A with number prices, the currency symbol and the category name", async () => {
    const [category] = await sql<{ slug: string; name: string }>(
      "SELECT c.slug, c.name FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' ORDER BY c.position LIMIT 1",
    );
    const reply = await get(`/api/fetch-all-products-category?slug=${category!.slug}&per_page=4`);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["category_selected_name", "current_page", "last_page", "products", "success"]);
    expect(reply.json.category_selected_name).toBe(category!.name);
    expect(reply.json.products.length).toBeGreaterThan(0);
    for (const product of reply.json.products) {
      expect(keys(product)).toEqual(LIST_KEYS.sort());
      expect(typeof product.price).toBe("number");
      expect(typeof product.discount_amount).toBe("number");
      expect(product.devise).toBe("DH");
    }
  });

  it("converts prices and fixed discounts with store-currency, and refuses a currency not offered", async () => {
    // The category of a product with a fixed discount, so that a discount is converted too.
    const [category] = await sql<{ slug: string }>(
      `SELECT c.slug FROM categories c JOIN product_categories pc ON pc.category_id = c.id JOIN products p ON p.id = pc.product_id
       JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND p.status = 1 AND p.discount_type = 1 ORDER BY c.id LIMIT 1`,
    );
    const path = `/api/fetch-all-products-category?slug=${category!.slug}&per_page=100`;
    const rate = await demoRate("EUR");
    const mad = (await get(path)).json.products as { id: number; price: number; discount_type: number; discount_amount: number }[];
    const eur = await get(path, { headers: { "store-currency": "EUR" } });
    expect(eur.status).toBe(200);
    expect(eur.json.products.map((p: { id: number }) => p.id)).toEqual(mad.map((p) => p.id));
    expect(mad.some((p) => p.discount_type === 1)).toBe(true);
    for (const [i, product] of eur.json.products.entries()) {
      expect(product.devise).toBe("€");
      expect(product.price).toBe(converted(mad[i]!.price, rate));
      // A percentage is not money: it stays as it is.
      expect(product.discount_amount).toBe(mad[i]!.discount_type === 1 ? converted(mad[i]!.discount_amount, rate) : mad[i]!.discount_amount);
    }
    await expectCurrencyRefused(path);
  });

  it("needs a slug, and a slug of this store", async () => {
    const missing = await get("/api/fetch-all-products-category");
    expect(missing.status).toBe(422);
    expect(keys(missing.json.errors)).toEqual(["slug"]);
    const unknown = await get("/api/fetch-all-products-category?slug=no-such-category");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: "Category not found." });
    const [acme] = await sql<{ slug: string }>("SELECT c.slug FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    const demoSlugs = await sql<{ slug: string }>("SELECT c.slug FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo'");
    if (!demoSlugs.some((c) => c.slug === acme!.slug)) {
      expect((await get(`/api/fetch-all-products-category?slug=${acme!.slug}`)).status).toBe(404);
    }
  });
});

/** Every page of a store's /fetch-categories at `perPage`, and one past the last, against its active categories. */
async function expectCategoryPages(subdomain: string, perPage: number) {
  const host = `${subdomain}.localhost`;
  const stored = await sql<{ id: number; name: string; slug: string; image: string | null }>(
    `SELECT c.id, c.name, c.slug, u.path AS image FROM categories c JOIN stores s ON s.id = c.store_id LEFT JOIN uploads u ON u.id = c.image_upload_id
     WHERE s.subdomain = $1 AND c.is_active ORDER BY c.position, c.id`,
    [subdomain],
  );
  const totalPages = Math.max(1, Math.ceil(stored.length / perPage));
  for (let page = 1; page <= totalPages + 1; page++) {
    const reply = await get(`/api/fetch-categories?page=${page}&per_page=${perPage}`, { host });
    expect(reply.json, `${subdomain} page ${page} of ${perPage}`).toEqual({
      success: true,
      entities: stored.slice((page - 1) * perPage, page * perPage).map((c) => ({
        id: c.id,
        name: c.name,
        url: c.slug,
        slug: c.slug,
        image: c.image === null ? null : `${origin(host)}/uploads/${c.image}`,
      })),
      items_per_page: perPage,
      total_items: stored.length,
      current_page: page,
      total_pages: totalPages,
    });
  }
  return stored;
}

describe("/fetch-categories", () => {
  it("answers shape B in entities[], each url the slug as the service's public samples show", async () => {
    const reply = await get("/api/fetch-categories");
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["current_page", "entities", "items_per_page", "success", "total_items", "total_pages"]);
    expect(reply.json.items_per_page).toBe(10);
    for (const category of reply.json.entities) {
      expect(keys(category)).toEqual(["id", "image", "name", "slug", "url"]);
      expect(category.url).toBe(category.slug);
    }
  });

  it("answers each store's own active categories in the owner's order, counted and paged", async () => {
    const [demo, acme] = [await expectCategoryPages("demo", 4), await expectCategoryPages("acme", 4)];
    expect(demo.length).toBeGreaterThan(4);
    expect(acme.length).toBeGreaterThan(0);
    await expectCategoryPages("demo", 10);
    // The seed's positions follow its ids: its last category moved first shows whose order it is.
    const [last] = await sql<{ id: number; position: number }>("SELECT id, position FROM categories WHERE id = $1", [demo.at(-1)!.id]);
    const moved = await whileChanged(
      ["UPDATE categories SET position = -1 WHERE id = $1", [last!.id]],
      ["UPDATE categories SET position = $2 WHERE id = $1", [last!.id, last!.position]],
      () => expectCategoryPages("demo", 4),
    );
    expect(moved[0]!.id).toBe(last!.id);
  });

  it("neither lists nor counts a category the store has hidden", async () => {
    const [category] = await sql<{ id: number }>(
      "SELECT c.id FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.is_active ORDER BY c.position LIMIT 1",
    );
    const before = (await get("/api/fetch-categories")).json.total_items;
    const hidden = [category!.id];
    await whileChanged(
      ["UPDATE categories SET is_active = false WHERE id = $1", hidden],
      ["UPDATE categories SET is_active = true WHERE id = $1", hidden],
      async () => {
        const shown = await expectCategoryPages("demo", 4);
        expect(shown.map((c) => c.id)).not.toContain(category!.id);
        expect(shown.length).toBe(before - 1);
      },
    );
  });
});

describe("/popular-products", () => {
  it("ranks by units sold on orders that were not cancelled, in shape C", async () => {
    const reply = await get("/api/popular-products?per_page=5");
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "pagination", "success"]);
    expect(keys(reply.json.pagination)).toEqual(["current_page", "items_per_page", "total_items", "total_pages"]);
    const sold = await sql<{ product_id: number; qty: number; orders: number }>(
      `SELECT l.product_id, sum(l.quantity)::int AS qty, count(DISTINCT l.order_id)::int AS orders FROM order_lines l
       JOIN orders o ON o.id = l.order_id JOIN stores s ON s.id = o.store_id
       WHERE s.subdomain = 'demo' AND o.delivery_status <> 4 GROUP BY l.product_id ORDER BY qty DESC`,
    );
    const [first] = reply.json.data;
    expect(keys(first)).toEqual(["id", "name", "orders_count", "orders_sum_quantity", "orders_sum_unit_price", "permalink", "thumbnail_image"]);
    expect(first.orders_sum_quantity).toBe(sold[0]!.qty);
    const quantities = reply.json.data.map((p: { orders_sum_quantity: number | null }) => p.orders_sum_quantity ?? 0);
    expect([...quantities].sort((a, b) => b - a)).toEqual(quantities);
    const mine = sold.find((s) => s.product_id === first.id)!;
    expect(first.orders_count).toBe(mine.orders);
    expect(typeof first.orders_sum_unit_price).toBe("number");
  });

  it("converts the sums with store-currency, and refuses a currency not offered", async () => {
    const rate = await demoRate("EUR");
    const mad = (await get("/api/popular-products?per_page=20")).json.data as { id: number; orders_sum_unit_price: number | null }[];
    const eur = await get("/api/popular-products?per_page=20", { headers: { "store-currency": "EUR" } });
    expect(eur.status).toBe(200);
    expect(eur.json.data.map((p: { id: number }) => p.id)).toEqual(mad.map((p) => p.id));
    expect(mad[0]!.orders_sum_unit_price).not.toBeNull();
    for (const [i, product] of eur.json.data.entries()) {
      const sum = mad[i]!.orders_sum_unit_price;
      expect(product.orders_sum_unit_price).toBe(sum === null ? null : converted(sum, rate));
    }
    await expectCurrencyRefused("/api/popular-products");
  });
});
