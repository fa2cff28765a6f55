import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findInIndex, indexOf } from "../../lib/catalog/search-index";
import { ownerProduct } from "../support/catalogue";
import { sql, sqlWithoutTriggers } from "../support/database";
import { get } from "../support/http";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// The app ranks search from an index of each store's documents in its memory
// (lib/catalog/search-index.ts); PostgreSQL's search_product_hits is the definition it must meet,
// bit for bit, and what answers while an index is built again after a change.

type Hit = { product_id: number; score: number };

// One connection for the many statements of the comparison.
let database: pg.Client;

const pgHits = async (storeId: number, query: string) => {
  const { rows } = await database.query<Hit & { total: number }>("SELECT product_id, score, total FROM search_product_hits($1, $2, 20)", [storeId, query]);
  return { hits: rows.map(({ product_id, score }) => ({ productId: product_id, score })), total: rows[0]?.total ?? 0 };
};

async function indexedHits(storeId: number, queries: string[]) {
  const documents = await sql<{ id: number; document: string }>(
    "SELECT product_id AS id, search_document::text AS document FROM product_search WHERE store_id = $1 AND status = 1 ORDER BY product_id",
    [storeId],
  );
  const index = await indexOf(
    0n,
    documents.map(({ id, document }) => ({ product: { id, name: "", translations: null, slug: "", path: null, unit_price: null }, document })),
  );
  const answers = [];
  for (const query of queries) {
    const { rows } = await database.query<{ word: string; alternatives: string[] }>(
      "SELECT w.word, search_word_alternatives($1, w.word, w.typos) AS alternatives FROM search_query_words($2) w",
      [storeId, query],
    );
    const found = findInIndex(
      index,
      rows.map((w) => [w.word, ...w.alternatives]),
      20,
    );
    answers.push(found && { hits: found.hits.map((h) => ({ productId: h.product.id, score: h.score })), total: found.total });
  }
  return answers;
}

/** Queries a shopper types about these names: whole words, starts of words, two letters swapped, capitals, each name's first two words. */
function queriesAbout(names: string[]): string[] {
  const split = (name: string) => name.split(/[\s,.()'’-]+/u).filter((w) => w.length >= 3);
  const words = [...new Set(names.flatMap(split))];
  const swapped = (w: string) => (w.length >= 5 ? `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}` : w);
  const pairs = names.map((name) => name.split(/\s+/u).slice(0, 2).join(" "));
  return [...new Set([...words, ...words.map((w) => w.slice(0, 3)), ...words.map(swapped), ...words.map((w) => w.toUpperCase()), ...pairs])];
}

let shop: SignedUp;

// A French shop that writes its names in Arabic and English too.
const CATALOGUE: [string, string, string][] = [
  ["Lanterne en laiton", "فانوس نحاسي", "Brass lantern"],
  ["Lanternes marocaines", "فوانيس مغربية", "Moroccan lanterns"],
  ["Tapis berbère en laine", "زربية أمازيغية من الصوف", "Berber wool rug"],
  ["Lampe de chevet", "مصباح السرير", "Bedside lamp"],
  ["Théière argentée", "إبريق شاي فضي", "Silver teapot"],
  ["Plateau en cuivre martelé", "صينية نحاس مطروق", "Hammered copper tray"],
];

beforeAll(async () => {
  database = new pg.Client({ connectionString: inject("server").databaseUrl });
  await database.connect();
  shop = await signUp({ store_name: "Maison Lumière", language: "fr" });
  for (const [name, ar, en] of CATALOGUE) {
    await ownerProduct(shop.token, { name, price: "120", description: `${name} faite à la main à Fès.`, translations: { ar: { name: ar }, en: { name: en } } });
  }
});
afterAll(async () => {
  await database.end();
  await dropStores();
});

describe("search ranked from the app's memory", () => {
  it("finds and scores exactly as search_product_hits, in a store made by /register in French, Arabic and English, and in the demo catalogue", async () => {
    const [demo] = await sql<{ id: number }>("SELECT id FROM stores WHERE subdomain = 'demo'");
    for (const storeId of [shop.storeId, demo!.id]) {
      const names = await sql<{ name: string; translations: Record<string, { name?: string }> | null }>(
        "SELECT name, translations FROM products WHERE store_id = $1 AND status = 1",
        [storeId],
      );
      const texts = names.flatMap((p) => [p.name, ...Object.values(p.translations ?? {}).map((t) => t.name ?? "")]);
      const queries = queriesAbout(texts);
      if (storeId === shop.storeId) expect(queries).toEqual(expect.arrayContaining(["فانوس", "lanterns", "Tapis berbère"]));
      const mine = await indexedHits(storeId, queries);
      let found = 0;
      let phrases = 0;
      for (const [i, query] of queries.entries()) {
        // A query with a hyphenated word among its words or alternatives is PostgreSQL's to answer.
        if (!mine[i]) phrases++;
        else expect(mine[i], `${query} in store ${storeId}`).toEqual(await pgHits(storeId, query));
        if (mine[i]?.total) found++;
      }
      expect(found).toBeGreaterThan(queries.length / 2);
      expect(phrases).toBeLessThan(queries.length / 10);
    }
  });

  it("answers the customer API from the index it keeps, never from an older catalogue", async () => {
    // Each ask differs by its spaces, which the search ignores and the answer cache does not.
    let asked = 0;
    const search = async (query: string) => {
      const reply = await get(`/api/search-products?query=${encodeURIComponent(query + " ".repeat(asked++))}`, { host: shop.host });
      expect(reply.status, reply.text).toBe(200);
      return { names: reply.json.data.map((h: { product_name: string }) => h.product_name), scores: reply.json.data.map((h: { score: number }) => h.score) };
    };
    const scoresOf = async (query: string) => (await pgHits(shop.storeId, query)).hits.map((h) => h.score);
    const first = await search("lanterne");
    expect(first.names).toEqual(["Lanterne en laiton", "Lanternes marocaines"]);
    expect(first.scores).toEqual(await scoresOf("lanterne"));

    // A document changed behind the catalog version's back is not seen: the answer comes from the index.
    const [lamp] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND name = 'Lampe de chevet'", [shop.storeId]);
    const tamper = (words: string) =>
      sqlWithoutTriggers("UPDATE product_search SET search_document = to_tsvector('simple', $2) WHERE product_id = $1", [lamp!.id, words]);
    await tamper("lanterne zellige");
    expect((await search("lanterne")).names).toHaveLength(2);
    expect(await scoresOf("lanterne")).toHaveLength(3);

    // A change the catalog version counts is seen at once (PostgreSQL answers while the index is built again)...
    await sql("UPDATE products SET name = 'Lanterne de chevet' WHERE id = $1", [lamp!.id]);
    expect((await search("lanterne")).names).toContain("Lanterne de chevet");
    // ...and the index built again has it: a tampered document does not take it away.
    await tamper("zellige");
    expect(await scoresOf("lanterne")).toHaveLength(2);
    let names: string[] = [];
    for (let tries = 0; tries < 50 && !names.includes("Lanterne de chevet"); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      names = (await search("lanterne")).names;
    }
    expect(names).toContain("Lanterne de chevet");
  });
});
