import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { get } from "../support/http";

// The listing parameters of ours (issue 28, "Finding things"): sort, price range, colours,
// attributes and stock on the contract's listings, and /product-facets, whose counts must be what
// the list holds once the value is chosen; without them the contract's answers are unchanged.

type Facets = {
  total: number;
  price: { min: number; max: number } | null;
  colors: { value: string; code: string; count: number }[];
  attributes: { name: string; values: { value: string; count: number }[] }[];
  in_stock: number;
};
type Listed = { id: number; price: string; discount_type: number; discount_amount: number | null };

const CATEGORY_OF_COLOURS = `SELECT c.slug FROM categories c JOIN stores s ON s.id = c.store_id
  JOIN product_categories pc ON pc.category_id = c.id JOIN product_colors pco ON pco.product_id = pc.product_id
  WHERE s.subdomain = 'demo' AND c.is_active GROUP BY c.slug ORDER BY count(DISTINCT pco.name) DESC, c.slug LIMIT 1`;

const facets = async (query = "") => {
  const reply = await get(`/api/product-facets${query ? `?${query}` : ""}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.json as Facets;
};
const listed = async (query: string) => {
  const reply = await get(`/api/fetch-all-products?per_page=100&${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.json as { products: Listed[]; total_items: number };
};
const selling = (p: Listed) => {
  const base = Number(p.price);
  const off = p.discount_type === 1 ? (p.discount_amount ?? 0) : p.discount_type === 2 ? Math.round(base * (p.discount_amount ?? 0)) / 100 : 0;
  return Math.max(0, base - off);
};
const colour = (name: string) => `color[]=${encodeURIComponent(name)}`;
const attribute = (name: string, value: string) => `attribute[${encodeURIComponent(name)}][]=${encodeURIComponent(value)}`;

describe("listing parameters and facets", () => {
  it("answers the contract's bytes when none of ours is sent", async () => {
    const [{ slug }] = (await sql<{ slug: string }>(CATEGORY_OF_COLOURS)) as [{ slug: string }];
    for (const [plain, same] of [
      ["/api/fetch-all-products?per_page=50", "/api/fetch-all-products?per_page=50&sort=newest"],
      [`/api/fetch-all-products-category?slug=${slug}&per_page=50`, `/api/fetch-all-products-category?slug=${slug}&per_page=50&sort=newest`],
      ["/api/search-products?query=lantern&limit=20", "/api/search-products?query=lantern&limit=20&sort=relevance"],
    ]) {
      const [a, b] = [await get(plain!), await get(same!)];
      expect(a.status).toBe(200);
      // The default order asked for by name takes the narrowing statement; the bare request the contract's.
      expect(b.bytes.equals(a.bytes), same).toBe(true);
    }
    const plain = await get("/api/fetch-all-products?per_page=50");
    const [{ n }] = (await sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1",
    )) as [{ n: number }];
    expect(plain.json.total_items).toBe(n);
  });

  it("counts each colour, attribute value and the stock filter as the list holds them", async () => {
    const all = await facets();
    expect(all.colors.length).toBeGreaterThan(1);
    expect(all.attributes.find((a) => a.name === "Size")?.values.length).toBeGreaterThan(1);
    for (const c of all.colors) {
      const [{ n }] = (await sql<{ n: number }>(
        `SELECT count(DISTINCT p.id)::int AS n FROM products p JOIN stores s ON s.id = p.store_id JOIN product_colors c ON c.product_id = p.id
         WHERE s.subdomain = 'demo' AND p.status = 1 AND lower(c.name) = lower($1)`,
        [c.value],
      )) as [{ n: number }];
      expect(c.count, c.value).toBe(n);
      expect((await listed(colour(c.value))).total_items, c.value).toBe(c.count);
    }
    for (const a of all.attributes)
      for (const v of a.values) expect((await listed(attribute(a.name, v.value))).total_items, `${a.name} ${v.value}`).toBe(v.count);
    expect((await listed("in_stock=1")).total_items).toBe(all.in_stock);
    expect(all.in_stock).toBeLessThanOrEqual(all.total);
  });

  it("counts a facet with every other filter applied, and its own values as alternatives", async () => {
    const all = await facets();
    const size = all.attributes.find((a) => a.name === "Size")!;
    const [first, second] = all.colors;
    const chosen = `${colour(first!.value)}&${attribute("Size", size.values[0]!.value)}&in_stock=1`;
    const narrowed = await facets(chosen);
    expect(narrowed.total).toBe((await listed(chosen)).total_items);
    // A colour's count is the list with that colour instead, the other filters kept.
    for (const c of narrowed.colors) {
      const other = `${colour(c.value)}&${attribute("Size", size.values[0]!.value)}&in_stock=1`;
      expect((await listed(other)).total_items, c.value).toBe(c.count);
    }
    for (const v of narrowed.attributes.find((a) => a.name === "Size")!.values) {
      const other = `${colour(first!.value)}&${attribute("Size", v.value)}&in_stock=1`;
      expect((await listed(other)).total_items, v.value).toBe(v.count);
    }
    // Two colours hold the products of either.
    const either = await listed(`${colour(first!.value)}&${colour(second!.value)}`);
    expect(either.total_items).toBeGreaterThanOrEqual(Math.max(first!.count, second!.count));
    expect(either.total_items).toBeLessThanOrEqual(first!.count + second!.count);
  });

  it("narrows by price and sorts by price, both ways, and by sales", async () => {
    const { price } = await facets();
    const middle = Math.round((price!.min + price!.max) / 2);
    const up = await listed(`sort=price_asc&min_price=${price!.min}&max_price=${middle}`);
    const prices = up.products.map(selling);
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(prices[0]).toBeGreaterThanOrEqual(price!.min - 0.01);
    expect(prices.at(-1)).toBeLessThanOrEqual(middle + 0.01);
    const { price: range } = await facets(`max_price=${middle}`);
    // The price facet ignores the price filter itself: the whole range stays offered.
    expect(range).toEqual(price);
    const down = (await listed("sort=price_desc")).products.map(selling);
    expect([...down].sort((a, b) => b - a)).toEqual(down);
    const best = await listed("sort=best_selling");
    const [top] = await sql<{ product_id: number }>(
      `SELECT l.product_id FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN stores s ON s.id = o.store_id JOIN products p ON p.id = l.product_id
       WHERE s.subdomain = 'demo' AND o.delivery_status <> 4 AND p.status = 1 GROUP BY l.product_id ORDER BY sum(l.quantity) DESC, max(p.created_at) DESC, l.product_id DESC LIMIT 1`,
    );
    expect(best.products[0]!.id).toBe(top!.product_id);
  });

  it("narrows a category and a search the same way", async () => {
    const [{ slug }] = (await sql<{ slug: string }>(CATEGORY_OF_COLOURS)) as [{ slug: string }];
    const inCategory = await facets(`slug=${slug}`);
    expect(inCategory.total).toBeLessThanOrEqual((await facets()).total);
    const c = inCategory.colors[0]!;
    const reply = await get(`/api/fetch-all-products-category?slug=${slug}&per_page=100&${colour(c.value)}&sort=price_asc`);
    expect(reply.status).toBe(200);
    expect(reply.json.products).toHaveLength(c.count);
    const searched = await facets("query=lantern");
    const hits = await get("/api/search-products?query=lantern&limit=50&sort=price_desc&in_stock=1");
    expect(hits.json.total_results).toBe(searched.in_stock);
    expect((await get("/api/product-facets?slug=no-such-category")).status).toBe(404);
  });

  it("sees a change of stock in a list narrowed to what is in stock, though the plain list is kept through it", async () => {
    const [product] = await sql<{ id: number; quantity: number }>(
      `SELECT p.id, pr.quantity FROM products p JOIN stores s ON s.id = p.store_id JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
       WHERE s.subdomain = 'demo' AND p.status = 1 AND pr.quantity > 0
         AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 1`,
    );
    const before = (await listed("in_stock=1")).total_items;
    await sql("UPDATE product_prices SET quantity = 0 WHERE product_id = $1 AND variant_key = ''", [product!.id]);
    try {
      expect((await listed("in_stock=1")).total_items).toBe(before - 1);
      expect((await facets()).in_stock).toBe(before - 1);
    } finally {
      await sql("UPDATE product_prices SET quantity = $2 WHERE product_id = $1 AND variant_key = ''", [product!.id, product!.quantity]);
    }
  });

  it("keeps what the lists filter by as the catalogue is edited, whoever edits it", async () => {
    // Each product's kept row (migration product_filters) must equal what its tables say now.
    const stale = async () =>
      sql<{ product_id: number }>(
        `(SELECT * FROM product_filters EXCEPT SELECT * FROM product_filter_rows)
         UNION ALL (SELECT * FROM product_filter_rows EXCEPT SELECT * FROM product_filters)`,
      );
    expect(await stale()).toEqual([]);
    const [product] = await sql<{
      id: number;
      price: string;
      color: number;
      color_name: string;
      value: number;
      value_name: string;
      attribute: number;
      attribute_name: string;
      category: number;
    }>(
      `SELECT DISTINCT ON (p.id) p.id, pr.unit_price::text AS price, c.id AS color, c.name AS color_name, v.id AS value, v.name AS value_name,
              a.id AS attribute, a.name AS attribute_name, pc.category_id AS category
       FROM products p JOIN stores s ON s.id = p.store_id JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
       JOIN product_colors c ON c.product_id = p.id JOIN product_attribute_values pav ON pav.product_id = p.id
       JOIN attribute_values v ON v.id = pav.attribute_value_id JOIN attributes a ON a.id = v.attribute_id
       JOIN product_categories pc ON pc.product_id = p.id
       WHERE s.subdomain = 'demo' AND p.status = 1 ORDER BY p.id LIMIT 1`,
    );
    const p = product!;
    const quantities = await sql<{ id: number; quantity: number }>("SELECT id, quantity FROM product_prices WHERE product_id = $1", [p.id]);
    const ids = async (query: string) => (await listed(query)).products.map((listedProduct) => listedProduct.id);
    try {
      await sql("UPDATE product_prices SET unit_price = 123456.70 WHERE product_id = $1 AND variant_key = ''", [p.id]);
      expect(await ids("min_price=123456&max_price=123457")).toEqual([p.id]);
      // Stock, as orders take it: the kept row follows a quantity crossing zero, either way, and a
      // change that does not cross zero leaves it right without rewriting it.
      const inStock = () => ids("min_price=123456&in_stock=true");
      await sql("UPDATE product_prices SET quantity = 2 WHERE product_id = $1", [p.id]);
      expect(await inStock()).toEqual([p.id]);
      await sql("UPDATE product_prices SET quantity = quantity - 1 WHERE product_id = $1", [p.id]);
      expect(await stale()).toEqual([]);
      await sql("UPDATE product_prices SET quantity = quantity - 1 WHERE product_id = $1", [p.id]);
      expect(await inStock()).toEqual([]);
      expect(await ids("min_price=123456")).toEqual([p.id]);
      await sql(
        "UPDATE product_prices SET quantity = 3 WHERE product_id = $1 AND variant_key = (SELECT max(variant_key) FROM product_prices WHERE product_id = $1)",
        [p.id],
      );
      expect(await inStock()).toEqual([p.id]);
      await sql("UPDATE product_colors SET name = 'Ultramarine' WHERE id = $1", [p.color]);
      expect(await ids(colour("ultramarine"))).toEqual([p.id]);
      await sql("UPDATE attribute_values SET name = 'Colossal' WHERE id = $1", [p.value]);
      expect(await ids(attribute(p.attribute_name, "colossal"))).toContain(p.id);
      await sql("UPDATE attributes SET name = 'Girth' WHERE id = $1", [p.attribute]);
      expect(await ids(attribute("Girth", "Colossal"))).toContain(p.id);
      const [{ slug }] = (await sql<{ slug: string }>("SELECT slug FROM categories WHERE id = $1", [p.category])) as [{ slug: string }];
      const inCategory = async () => (await get(`/api/fetch-all-products-category?slug=${slug}&per_page=100&min_price=123456`)).json.products;
      expect(await inCategory()).toHaveLength(1);
      await sql("DELETE FROM product_categories WHERE product_id = $1 AND category_id = $2", [p.id, p.category]);
      expect(await inCategory()).toHaveLength(0);
      await sql("UPDATE products SET status = 2 WHERE id = $1", [p.id]);
      expect(await ids("min_price=123456")).toEqual([]);
      expect(await stale()).toEqual([]);
    } finally {
      await sql("UPDATE products SET status = 1 WHERE id = $1", [p.id]);
      await sql(
        "INSERT INTO product_categories (store_id, product_id, category_id) SELECT store_id, id, $2 FROM products WHERE id = $1 ON CONFLICT DO NOTHING",
        [p.id, p.category],
      );
      await sql("UPDATE attributes SET name = $2 WHERE id = $1", [p.attribute, p.attribute_name]);
      await sql("UPDATE attribute_values SET name = $2 WHERE id = $1", [p.value, p.value_name]);
      await sql("UPDATE product_colors SET name = $2 WHERE id = $1", [p.color, p.color_name]);
      await sql("UPDATE product_prices SET unit_price = $2 WHERE product_id = $1 AND variant_key = ''", [p.id, p.price]);
      for (const row of quantities) await sql("UPDATE product_prices SET quantity = $2 WHERE id = $1", [row.id, row.quantity]);
    }
    expect(await stale()).toEqual([]);
  });

  it("refuses bad parameters with a 422 naming them", async () => {
    for (const [query, field] of [
      ["sort=cheapest", "sort"],
      ["min_price=abc", "min_price"],
      ["max_price=-5", "max_price"],
      ["in_stock=maybe", "in_stock"],
      [`${"color[]=x&".repeat(21)}`, "color"],
    ] as const) {
      for (const path of ["/api/fetch-all-products", "/api/product-facets"]) {
        const reply = await get(`${path}?${query}`);
        expect(reply.status, `${path}?${query}`).toBe(422);
        expect(Object.keys(reply.json.errors), query).toContain(field);
      }
    }
    const reversed = await get("/api/fetch-all-products?min_price=50&max_price=10");
    expect(reversed.status).toBe(422);
    expect(reversed.json.message).toBe("The min_price must not be above the max_price.");
  });
});

describe("search forgives", () => {
  it("two letters swapped, as one typo", async () => {
    for (const typed of ["lantren", "latnern", "lantrn", "LANTERN"]) {
      const reply = await get(`/api/search-products?query=${typed}&limit=10`);
      expect(reply.status).toBe(200);
      expect(
        reply.json.data.map((h: { product_name: string }) => h.product_name).some((n: string) => /lantern/i.test(n)),
        typed,
      ).toBe(true);
    }
    // Not everything: a word two real typos away from any stays unmatched.
    expect((await get("/api/search-products?query=lxntrxn")).json.total_results).toBe(0);
  });
});
