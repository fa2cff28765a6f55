import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { get, type Reply } from "../support/http";
import { converted, demoRate } from "../support/money";

const keys = (o: object) => Object.keys(o).sort();
const search = (query: string, extra = "") => get(`/api/search-products?query=${encodeURIComponent(query)}${extra}`);

describe("/search-products", () => {
  it("answers hits sorted by score, the query echoed and all matches counted", async () => {
    const [product] = await sql<{ id: number; name: string }>(
      "SELECT p.id, p.name FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 ORDER BY p.id LIMIT 1",
    );
    const reply = await search(product!.name);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "query", "success", "total_results"]);
    expect(reply.json.query).toBe(product!.name);
    expect(reply.json.data.length).toBeLessThanOrEqual(5);
    expect(reply.json.data[0].id_product).toBe(product!.id);
    for (const hit of reply.json.data) {
      expect(keys(hit)).toEqual(["devise", "id_product", "image_url", "permalink", "price", "product_name", "score"]);
      expect(typeof hit.score).toBe("number");
      expect(typeof hit.price).toBe("number");
      expect(hit.devise).toBe("MAD");
    }
    const scores = reply.json.data.map((h: { score: number }) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(reply.json.total_results).toBeGreaterThanOrEqual(reply.json.data.length);
  });

  it("finds through typos, partial words and case", async () => {
    const [product] = await sql<{ name: string }>(
      "SELECT p.name FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 AND length(p.name) > 12 ORDER BY p.id LIMIT 1",
    );
    const word = product!.name.split(/\s+/).find((w) => w.length >= 6)!;
    for (const variant of [word.slice(0, -1), word.toUpperCase(), word.slice(0, 4), `${word.slice(0, 2)}${word.slice(3)}`]) {
      const reply = await search(variant);
      expect(reply.status, variant).toBe(200);
      expect(
        reply.json.data.map((h: { product_name: string }) => h.product_name),
        variant,
      ).toContain(product!.name);
    }
  });

  it("forgives one typo from 5 letters and two from 9, where the words' trigrams alone are too far apart", async () => {
    const rows = await sql<{ id: number; name: string }>(
      `INSERT INTO products (store_id, name, slug, updated_at)
       SELECT s.id, v.name, 'typo-' || v.n || '-' || floor(random() * 1e9)::text, now()
       FROM stores s, (VALUES (1, 'Pangolin Figurine'), (2, 'Quokka Coaster'), (3, 'Chrysanthemum Vase')) AS v(n, name)
       WHERE s.subdomain = 'demo' ORDER BY v.n RETURNING id, name`,
    );
    const [pangolin, quokka, chrysanthemum] = rows.map((r) => r.id);
    const ids = async (query: string) => (await search(query, "&limit=10")).json.data.map((h: { id_product: number }) => h.id_product);
    try {
      // Each of these has less than 0.6 of its word's trigrams (pg_trgm word similarity).
      expect(await ids("pamgolin")).toEqual([pangolin]); // one changed letter
      expect(await ids("qukka")).toEqual([quokka]); // one dropped letter, 5 letters left
      expect(await ids("chrisantemum")).toEqual([chrysanthemum]); // two edits of 13 letters
      expect(await ids("pangilon")).toEqual([]); // two edits of 8 letters: one is forgiven
      expect(await ids("krysanthimum")).toEqual([]); // three edits
    } finally {
      await sql("DELETE FROM products WHERE id = ANY($1::int[])", [rows.map((r) => r.id)]);
    }
  });

  it("needs every word, each as typed or misspelled, and ranks the words as typed first", async () => {
    // The singular is written first: equal scores (ties go to the lower id) would put it first.
    const rows = await sql<{ id: number; name: string }>(
      `INSERT INTO products (store_id, name, slug, updated_at)
       SELECT s.id, v.name, 'wombat-' || v.n || '-' || floor(random() * 1e9)::text, now()
       FROM stores s, (VALUES (1, 'Plain Wombat Mug'), (2, 'Plain Wombats Mug')) AS v(n, name)
       WHERE s.subdomain = 'demo' ORDER BY v.n RETURNING id, name`,
    );
    const [singular, plural] = rows.map((r) => r.id);
    const ids = async (query: string) => {
      const reply = await search(query, "&limit=10");
      expect(reply.json.total_results, query).toBe(reply.json.data.length);
      return reply.json.data.map((h: { id_product: number }) => h.id_product);
    };
    try {
      expect(await ids("wombats")).toEqual([plural, singular]);
      expect(await ids("wombat")).toEqual([singular, plural]);
      expect(await ids("wombatz mug")).toEqual([singular, plural]);
      expect(await ids("ombats mugg")).toEqual([plural]);
      expect(await ids("wombat zeppelin")).toEqual([]);
    } finally {
      await sql("DELETE FROM products WHERE id = ANY($1::int[])", [rows.map((r) => r.id)]);
    }
  });

  it("ignores accents and case: the same products in the same order, the named one first", async () => {
    const [product] = await sql<{ id: number; name: string }>(
      "SELECT p.id, p.name FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 AND p.name ~ '[ae]' ORDER BY p.id LIMIT 1",
    );
    const accented = product!.name.replace(/e/g, "é").replace(/a/g, "à");
    expect(accented).not.toBe(product!.name);
    const [plain, withAccents, upper] = await Promise.all([
      search(product!.name, "&limit=50"),
      search(accented, "&limit=50"),
      search(accented.toUpperCase(), "&limit=50"),
    ]);
    expect(plain.json.data[0].id_product).toBe(product!.id);
    const hits = (reply: Reply) => reply.json.data.map((h: { id_product: number; score: number }) => [h.id_product, h.score]);
    expect(hits(withAccents)).toEqual(hits(plain));
    expect(hits(upper)).toEqual(hits(plain));
    expect(withAccents.json.total_results).toBe(plain.json.total_results);
  });

  it("reads Arabic as shoppers type it: no hamza on alef, ي for ى, ه for ة, no vowel marks or tatweel, the article apart, its digits as ASCII", async () => {
    // Most of these queries differ from their product's words by more than the typos a word of their
    // length is forgiven: without the folding, 8 of the 10 found nothing.
    const rows = await sql<{ id: number }>(
      `INSERT INTO products (store_id, name, slug, translations, updated_at)
       SELECT s.id, v.name, 'arabic-' || v.n || '-' || floor(random() * 1e9)::text, v.translations::jsonb, now()
       FROM stores s, (VALUES (1, 'حقيبة جلد أزرق', '{}'),
                              (2, 'مِرْآة مُزَخْرَفَة', '{}'),
                              (3, 'وسادة كبيـــرة', '{}'),
                              (4, 'حلوى اللوز', '{}'),
                              (5, 'Brass Tray', '{"ar": {"name": "صينيّة نحاس"}}'),
                              (6, 'مصباح', '{}'),
                              (7, 'طقم 6 أكواب', '{}'),
                              (8, 'علبة ٤ قطع', '{}')) AS v(n, name, translations)
       WHERE s.subdomain = 'demo' ORDER BY v.n RETURNING id`,
    );
    const [bag, mirror, cushion, sweets, tray, lamp, cups, box] = rows.map((r) => r.id);
    const ours = rows.map((r) => r.id);
    const ids = async (query: string) =>
      (await search(query, "&limit=50")).json.data.map((h: { id_product: number }) => h.id_product).filter((id: number) => ours.includes(id));
    try {
      expect(await ids("ازرق")).toEqual([bag]);
      expect(await ids("مراه مزخرفه")).toEqual([mirror]);
      expect(await ids("مرآة")).toEqual([mirror]);
      expect(await ids("كبيره")).toEqual([cushion]);
      expect(await ids("حلوي")).toEqual([sweets]);
      expect(await ids("صينيه")).toEqual([tray]);
      // "the almonds" found by "almonds", and "the lamp" finds "lamp".
      expect(await ids("لوز")).toEqual([sweets]);
      expect(await ids("المصباح")).toEqual([lamp]);
      // Digits as an Arabic keyboard types them, and as a Latin one does.
      expect(await ids("طقم ٦")).toEqual([cups]);
      expect(await ids("علبه 4")).toEqual([box]);
    } finally {
      await sql("DELETE FROM products WHERE id = ANY($1::int[])", [ours]);
    }
  });

  it("counts every match beyond the limit, and caps the limit", async () => {
    const wide = await search("a", "&limit=50");
    const narrow = await search("a", "&limit=2");
    expect(wide.json.total_results).toBeGreaterThan(5);
    expect(narrow.json.data).toHaveLength(2);
    expect((await search("a")).json.data).toHaveLength(5);
    expect(narrow.json.total_results).toBe(wide.json.total_results);
    expect((await search("a", "&limit=51")).status).toBe(422);
    expect((await search("a", "&limit=0")).status).toBe(422);
  });

  it("needs a query, and never leaks another store's products", async () => {
    for (const path of ["/api/search-products", "/api/search-products?query=", "/api/search-products?query=%20%20"]) {
      const reply = await get(path);
      expect(reply.status, path).toBe(422);
      expect(keys(reply.json.errors)).toEqual(["query"]);
    }
    const [acme] = await sql<{ name: string; id: number }>(
      "SELECT p.name, p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'acme' LIMIT 1",
    );
    const reply = await search(acme!.name, "&limit=50");
    expect(reply.json.data.map((h: { id_product: number }) => h.id_product)).not.toContain(acme!.id);
    const symbols = await search("!!!");
    expect(symbols.status).toBe(200);
  });

  it("prices hits in store-currency", async () => {
    const mad = await search("bowl");
    const usd = await get("/api/search-products?query=bowl", { headers: { "store-currency": "USD" } });
    expect(usd.json.data[0].devise).toBe("USD");
    expect(usd.json.data[0].price).toBe(converted(mad.json.data[0].price, await demoRate("USD")));
  });

  it("searches the summary and the description too, the name weighing most", async () => {
    // One word in three places of three new products: name, summary only, description only. They
    // are written in the reverse order, so that equal scores (ties go to the lower id) would fail.
    const rows = await sql<{ id: number }>(
      `INSERT INTO products (store_id, name, slug, summary, description, updated_at)
       SELECT s.id, v.name, v.slug || '-' || floor(random() * 1e9)::text, v.summary, v.description, now()
       FROM stores s, (VALUES (1, 'Quokka Serving Tray', 'quokka-tray', NULL, NULL),
                              (2, 'Plain Oak Board', 'oak-board', 'A gift for every quokka lover', NULL),
                              (3, 'Plain Linen Napkin', 'linen-napkin', NULL, 'Woven in a village where a quokka once lived')) AS v(n, name, slug, summary, description)
       WHERE s.subdomain = 'demo' ORDER BY v.n DESC RETURNING id`,
    );
    const byWeight = rows.map((r) => r.id).sort((a, b) => b - a);
    try {
      const reply = await search("quokka", "&limit=10");
      expect(reply.json.total_results).toBe(3);
      expect(reply.json.data.map((h: { id_product: number }) => h.id_product)).toEqual(byWeight);
    } finally {
      await sql("DELETE FROM products WHERE id = ANY($1::int[])", [rows.map((r) => r.id)]);
    }
  });

  it("follows every write to a product, even in plain SQL: created, renamed, unpublished, described, moved, deleted", async () => {
    const ids = async (query: string, store = "demo") =>
      (await get(`/api/search-products?query=${query}`, { host: `${store}.localhost` })).json.data.map((h: { id_product: number }) => h.id_product);
    const [{ id }] = (await sql<{ id: number }>(
      `INSERT INTO products (store_id, name, slug, updated_at)
       SELECT id, 'Wombat Lamp', 'wombat-lamp-' || floor(random() * 1e9)::text, now() FROM stores WHERE subdomain = 'demo' RETURNING id`,
    )) as [{ id: number }];
    try {
      expect(await ids("wombat")).toEqual([id]);
      await sql("UPDATE products SET name = 'Platypus Lamp' WHERE id = $1", [id]);
      expect(await ids("wombat")).toEqual([]);
      expect(await ids("platypus")).toEqual([id]);
      expect(await ids("platypos")).toEqual([id]);
      await sql("UPDATE products SET status = 2 WHERE id = $1", [id]);
      expect(await ids("platypus")).toEqual([]);
      await sql("UPDATE products SET status = 1, description = 'Shaped like a numbat' WHERE id = $1", [id]);
      expect(await ids("numbat")).toEqual([id]);
      await sql("UPDATE products SET store_id = (SELECT id FROM stores WHERE subdomain = 'acme') WHERE id = $1", [id]);
      expect(await ids("numbat")).toEqual([]);
      expect(await ids("numbat", "acme")).toEqual([id]);
      expect(await ids("platypos", "acme")).toEqual([id]);
    } finally {
      await sql("DELETE FROM products WHERE id = $1", [id]);
    }
    expect(await ids("platypus")).toEqual([]);
    expect(await sql("SELECT 1 FROM product_search WHERE product_id = $1", [id])).toEqual([]);
  });
});
