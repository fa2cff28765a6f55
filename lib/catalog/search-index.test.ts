import { describe, expect, it } from "vitest";
import { findInIndex, indexOf, readDocument } from "./search-index";

// Expected values are PostgreSQL 15's, each asked as `ts_rank(document, query)::float8`.
const product = { id: 1, name: "Lamp", translations: null, slug: "lamp", path: null, unit_price: "10.00" };
const rank = async (document: string, groups: string[][]) => findInIndex(await indexOf(0n, [{ product, document }]), groups, 1)!.hits[0]?.score;

describe("a document's text form", () => {
  it("is read word by word with its weights, quotes and backslashes undone", async () => {
    const words: [string, number[]][] = [];
    readDocument(String.raw`'back\\slash':1A 'it''s' 'x' 'é':3B,7`, {
      word: (word) => words.push([word, []]),
      position: (entry) => words.at(-1)![1].push(entry),
    });
    expect(words).toEqual([
      ["back\\slash", [(3 << 14) | 1]],
      ["it's", []],
      ["x", []],
      ["é", [(2 << 14) | 3, 7]],
    ]);
  });
});

describe("ts_rank computed in the app", () => {
  // findInIndex adds 1 when the document has every typed word (each group's first), as search_product_hits does.
  it("ranks two words by how near they are, in single precision", async () => {
    expect(await rank("'it''s':1A 'x':2,9 'y':5C", [["x"], ["y"]])).toBe(1 + 0.25383418798446655);
  });

  it("ranks one group's words by how often and how heavily they come", async () => {
    expect(await rank("'it''s':1A 'x':2,9 'y':5C", [["x", "y"]])).toBe(1 + 0.09878815710544586);
  });

  it("pairs every word a prefix matches", async () => {
    expect(await rank("'brass':2A,30C 'lamp':1A 'lamps':4B", [["lamp"], ["bra"]])).toBe(1 + 0.9966220855712891);
  });

  it("ranks words stored without positions as PostgreSQL does", async () => {
    expect(await rank("'x' 'y'", [["x"], ["y"]])).toBe(1 + 1.0000000168623835e-16);
  });

  it("reads a hyphenated word as PostgreSQL's phrase of the word and its parts", async () => {
    // ts_rank('hand-painted':1A 'hand':2A 'painted':3A 'bowl':4A, ...)
    expect(await rank("'bowl':4A 'hand':2A 'hand-painted':1A 'painted':3A", [["hand-painted"]])).toBe(1 + 0.999775230884552);
    expect(await rank("'bowl':4A 'hand':2A 'hand-painted':1A 'painted':3A", [["painted", "hand-painted"]])).toBe(1 + 0.8105694651603699);
    // Its parts apart are not the phrase.
    expect(await rank("'hand':1A 'painted':5A", [["hand-painted"]])).toBeUndefined();
  });

  it("leaves other words PostgreSQL reads as several operands to PostgreSQL", async () => {
    expect(findInIndex(await indexOf(0n, [{ product, document: "'3.5':1A" }]), [["3.5"]], 1)).toBeUndefined();
  });

  it("finds nothing when a group has no word of the document", async () => {
    expect(await rank("'x':1 'y':2", [["x"], ["z", "w"]])).toBeUndefined();
  });
});
