import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, sqlWithoutTriggers } from "../support/database";
import { get, loginCustomer, loginOwner, post, type CallOptions } from "../support/http";
import { placeOrder, shopperOf } from "../support/orders";

// Catalog answers, the customer's and the owner's product list, are kept per store until its
// catalog version changes, or its stock version for answers that show stock, and the owner's order
// list until its orders version does (lib/api/answer-cache.ts, migrations catalog_version,
// stock_version, orders_version).
// Every change below is made straight in the database, as another instance or an import would:
// the next answer must show it.

type Product = { id: number; store_id: number; slug: string; name: string; unit_price: string };
let product: Product;

const details = (opts?: CallOptions) => get(`/api/product-details/${product.slug}`, opts);
const listed = async (opts?: CallOptions) => {
  const reply = await get("/api/fetch-all-products?per_page=100", opts);
  return reply.json.products.find((p: { id: number }) => p.id === product.id);
};

beforeAll(async () => {
  [product] = (await sql<Product>(
    `SELECT p.id, p.store_id, p.slug, p.name, pr.unit_price::text AS unit_price FROM products p
     JOIN stores s ON s.id = p.store_id JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE s.subdomain = 'demo' AND p.status = 1 AND p.kind = 'STANDARD' AND p.discount_type IS NULL ORDER BY p.id LIMIT 1`,
  )) as [Product];
});

afterAll(async () => {
  await sql("UPDATE products SET name = $1 WHERE id = $2", [product.name, product.id]);
  await sql("UPDATE product_prices SET unit_price = $1 WHERE product_id = $2 AND variant_key = ''", [product.unit_price, product.id]);
});

describe("answers kept until the catalog changes", () => {
  it("serves a kept answer, and a fresh one once a change is committed", async () => {
    expect((await details()).json.product.name).toBe(product.name);
    // Without triggers, so without a new catalog version: the kept answer is still served.
    await sqlWithoutTriggers("UPDATE products SET name = $1 WHERE id = $2", [`${product.name} (silent)`, product.id]);
    expect((await details()).json.product.name).toBe(product.name);

    await sql("UPDATE product_prices SET unit_price = unit_price + 1 WHERE product_id = $1 AND variant_key = ''", [product.id]);
    const fresh = await details();
    expect(fresh.json.product.name).toBe(`${product.name} (silent)`);
    expect(fresh.json.prices.unit_price).toBe(Number(product.unit_price) + 1);
    expect((await listed()).price).toBe((Number(product.unit_price) + 1).toFixed(2));
  });

  it("keeps lists and search through a change of stock alone; product details show the new stock", async () => {
    const searched = async () => (await get(`/api/search-products?query=${encodeURIComponent(product.name)}`)).json.data[0].product_name as string;
    const [listedBefore, searchedBefore, detailsBefore] = [(await listed()).name, await searched(), (await details()).json];
    // Silent: no trigger, so no new version of either kind; then stock alone, with triggers.
    await sqlWithoutTriggers("UPDATE products SET name = $1 WHERE id = $2", [`${product.name} (silent)`, product.id]);
    await sql("UPDATE product_prices SET quantity = quantity + 7, updated_at = now() WHERE product_id = $1 AND variant_key = ''", [product.id]);
    try {
      expect((await listed()).name).toBe(listedBefore);
      expect(await searched()).toBe(searchedBefore);
      const fresh = (await details()).json;
      expect(fresh.prices.quantity).toBe(detailsBefore.prices.quantity + 7);
      expect(fresh.product.name).toBe(`${product.name} (silent)`);
    } finally {
      await sql("UPDATE product_prices SET quantity = quantity - 7 WHERE product_id = $1 AND variant_key = ''", [product.id]);
      await sql("UPDATE products SET name = $1 WHERE id = $2", [product.name, product.id]);
    }
    // A change of price with the stock is a catalog change: every answer sees it.
    const price = Number((await listed()).price);
    await sql("UPDATE product_prices SET quantity = quantity + 1, unit_price = unit_price + 1 WHERE product_id = $1 AND variant_key = ''", [product.id]);
    try {
      expect((await listed()).price).toBe((price + 1).toFixed(2));
    } finally {
      await sql("UPDATE product_prices SET quantity = quantity - 1, unit_price = unit_price - 1 WHERE product_id = $1 AND variant_key = ''", [product.id]);
    }
  });

  it("keeps lists through an order's cancellation, which gives stock back: a new stock version only", async () => {
    const token = await loginCustomer();
    // The oldest pending order: /order/cancel's own test takes the newest.
    const [order] = await sql<{ id: number }>(
      `SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id
       WHERE c.email = 'customer@example.com' AND o.delivery_status IN (1, 2) ORDER BY o.placed_at, o.id LIMIT 1`,
    );
    const versions = () =>
      sql<{ catalog: string; stock: string }>("SELECT catalog_version::text AS catalog, stock_version::text AS stock FROM stores WHERE id = $1", [
        product.store_id,
      ]);
    const listedBefore = (await listed()).name;
    const [before] = await versions();
    await sqlWithoutTriggers("UPDATE products SET name = $1 WHERE id = $2", [`${product.name} (silent)`, product.id]);
    try {
      expect((await post("/api/order/cancel", { order_id: order!.id }, { token })).json).toEqual({ success: true });
      const [after] = await versions();
      expect(after!.catalog).toBe(before!.catalog);
      expect(BigInt(after!.stock)).toBe(BigInt(before!.stock) + 1n);
      expect((await listed()).name).toBe(listedBefore);
    } finally {
      await sql("UPDATE products SET name = $1 WHERE id = $2", [product.name, product.id]);
    }
  });

  it("keeps the owner's product list too, until the catalog or the stock changes", async () => {
    const owner: CallOptions = { host: "localhost", token: await loginOwner() };
    type Item = { id: number; name: string; stock: number };
    const ownerListed = async (): Promise<Item> => {
      for (let page = 1; ; page++) {
        const { products } = (await get(`/api/fetch-all-products?per_page=100&page=${page}`, owner)).json as { products: Item[] };
        const found = products.find((p) => p.id === product.id);
        if (found || products.length < 100) return found!;
      }
    };
    const before = await ownerListed();
    await sqlWithoutTriggers("UPDATE products SET name = $1 WHERE id = $2", [`${product.name} (silent)`, product.id]);
    try {
      expect((await ownerListed()).name).toBe(before.name);
      // The owner's list shows stock: a change of stock alone is a new answer.
      await sql("UPDATE product_prices SET quantity = quantity + 7 WHERE product_id = $1", [product.id]);
      const fresh = await ownerListed();
      expect(fresh.stock).toBeGreaterThan(before.stock);
      expect(fresh.name).toBe(`${product.name} (silent)`);
    } finally {
      await sql("UPDATE product_prices SET quantity = quantity - 7 WHERE product_id = $1", [product.id]);
      await sql("UPDATE products SET name = $1 WHERE id = $2", [product.name, product.id]);
    }
  });

  it("keeps the owner's order list until an order, its lines or a customer change, not through a change of stock", async () => {
    const owner: CallOptions = { host: "localhost", token: await loginOwner() };
    type Listed = { id: number; order_code: string; customer_name: string; customer_id: string };
    const newest = async () => ((await get("/api/get-all-orders", owner)).json.data.data as Listed[])[0]!;
    const shopper = await shopperOf();
    const placed = await placeOrder(shopper);
    const before = await newest();
    expect(before.id).toBe(placed.id);
    // Silent (no trigger, no new version): the kept answer is served, through a change of stock too.
    await sqlWithoutTriggers("UPDATE orders SET code = code || '-S' WHERE id = $1", [placed.id]);
    await sql("UPDATE product_prices SET quantity = quantity + 7 WHERE product_id = $1", [product.id]);
    try {
      expect((await newest()).order_code).toBe(before.order_code);
      // Its customer renamed: a new answer, which shows the silent change as well.
      await sql("UPDATE customers SET name = 'Renamed Shopper' WHERE id = $1", [shopper.id]);
      expect(await newest()).toMatchObject({ id: placed.id, order_code: `${before.order_code}-S`, customer_name: "Renamed Shopper" });
      // A step of the order, and a newer order: each a new answer.
      await sql("UPDATE orders SET delivery_status = 2 WHERE id = $1", [placed.id]);
      expect((await get("/api/get-all-orders", owner)).json.data.data[0].delivery_status).toBe("2");
      const next = await placeOrder(shopper);
      expect((await newest()).id).toBe(next.id);
    } finally {
      await sql("UPDATE product_prices SET quantity = quantity - 7 WHERE product_id = $1", [product.id]);
    }
  });

  it("sees a new review, a renamed category, a new rate and a new time zone", async () => {
    const before = await details();
    const [review] = await sql<{ id: number }>(
      "INSERT INTO reviews (store_id, product_id, author_name, rating) VALUES ($1, $2, 'Cache test', 5) RETURNING id",
      [product.store_id, product.id],
    );
    try {
      expect((await details()).json.total_reviews).toBe(before.json.total_reviews + 1);
    } finally {
      await sql("DELETE FROM reviews WHERE id = $1", [review!.id]);
    }
    expect((await details()).json.total_reviews).toBe(before.json.total_reviews);

    const categories = await get("/api/fetch-categories");
    const [first] = categories.json.entities as { id: number; name: string }[];
    await sql("UPDATE categories SET name = name || ' (renamed)' WHERE id = $1", [first!.id]);
    try {
      expect((await get("/api/fetch-categories")).json.entities[0].name).toBe(`${first!.name} (renamed)`);
    } finally {
      await sql("UPDATE categories SET name = $1 WHERE id = $2", [first!.name, first!.id]);
    }

    const usd = { headers: { "store-currency": "USD" } };
    const [{ rate }] = (await sql<{ rate: string }>("SELECT conversion_rate::text AS rate FROM currencies WHERE store_id = $1 AND code = 'USD'", [
      product.store_id,
    ])) as [{ rate: string }];
    const priceIn = async () => Number((await listed(usd)).price);
    const atFirstRate = await priceIn();
    await sql("UPDATE currencies SET conversion_rate = conversion_rate * 2 WHERE store_id = $1 AND code = 'USD'", [product.store_id]);
    try {
      expect(await priceIn()).toBeCloseTo(atFirstRate * 2, 1);
    } finally {
      await sql("UPDATE currencies SET conversion_rate = $1 WHERE store_id = $2 AND code = 'USD'", [rate, product.store_id]);
    }

    const [{ timezone }] = (await sql<{ timezone: string }>("SELECT timezone FROM stores WHERE id = $1", [product.store_id])) as [{ timezone: string }];
    const inZone = async (zone: string) => {
      await sql("UPDATE stores SET timezone = $1 WHERE id = $2", [zone, product.store_id]);
      return (await details()).json.product.created_at as string;
    };
    try {
      const hours = (zone: string) => inZone(zone).then((at) => Number(at.slice(11, 13)));
      expect(((await hours("Asia/Tokyo")) - (await hours("UTC")) + 24) % 24).toBe(9);
    } finally {
      await sql("UPDATE stores SET timezone = $1 WHERE id = $2", [timezone, product.store_id]);
    }
  });

  it("finds a renamed product", async () => {
    const search = async () => (await get(`/api/search-products?query=${encodeURIComponent("Zanzibar")}`)).json.total_results as number;
    expect(await search()).toBe(0);
    await sql("UPDATE products SET name = 'Zanzibar ' || name WHERE id = $1", [product.id]);
    expect(await search()).toBe(1);
  });
});
