import { LRUCache } from "lru-cache";
import { pool } from "../db/client";
import { env } from "../env";
import { logger } from "../log";
import { textRank, type Matched } from "./text-rank";
import { storedTranslations } from "./translations";

// Search ranked in the app's memory. At a million products, what PostgreSQL spends on a search is
// finding the query's alternatives in the vocabulary and ranking and counting every match with
// ts_rank (docs/benchmarks.md); an index of each store's published documents in memory, with the
// alternatives of the words asked kept beside it, does both without a round trip. It finds and
// ranks as search_product_hits does (migration search_terms), to the last bit of each score:
// its words and their alternatives come from the same SQL functions, the documents are
// product_search's, and ./text-rank.ts is ts_rank.
//
// An index is built from one snapshot with the store's catalog version, which PostgreSQL bumps in
// the same commit as any change to a product (migration catalog_version), and is used only for a
// request that read that same version with its store: no instance ever answers from an older
// catalogue. A store's first search in a process waits for its index; after a change, searches
// are answered by search_product_hits while the index is built again. Each instance builds its own;
// none needs another's.

/** What a hit shows of its product (the customer API's search answer), kept in the index with its words. */
export type HitProduct = { id: number; name: string; translations: unknown; slug: string; path: string | null; unit_price: string | null };
export type SearchHit = { product: HitProduct; score: number };
export type SearchHits = { hits: SearchHit[]; total: number };

export type Index = {
  version: bigint;
  /** Every word of the store's published documents, in PostgreSQL's order (byte order). */
  lexemes: string[];
  /** Where each word's postings start; one more than the words, the last is the end. */
  lexemeStart: Int32Array;
  /** Each posting's document (ascending within a word), and where its positions are. */
  postingDoc: Int32Array;
  postingStart: Int32Array;
  postingLength: Uint16Array;
  positions: Uint16Array;
  /** Each document's product, ascending by id. */
  products: HitProduct[];
  /** The store's alternatives of each query word asked so far (they depend on its vocabulary, so on its version). */
  alternatives: Map<string, string[]>;
  bytes: number;
  /** Working space of findInIndex, which runs to its end without waiting, so one query at a time uses it. */
  scratch?: { groups: Int32Array; seen: Int32Array; touched: number[] };
  matched?: Matched;
};

let indexes: LRUCache<number, Index> | null | undefined;
const building = new Map<number, Promise<Index>>();

function kept(): LRUCache<number, Index> | null {
  if (indexes === undefined) {
    const megabytes = env().SEARCH_INDEX_MB;
    indexes = megabytes > 0 ? new LRUCache({ maxSize: megabytes * 1024 * 1024, sizeCalculation: (index) => index.bytes }) : null;
  }
  return indexes;
}

/**
 * The best `limit` published products of the store for the query and how many match, as
 * search_product_hits answers; undefined when this instance's index of the store is not at the
 * catalog version the request read (the caller asks PostgreSQL then), or the index is off.
 */
export async function searchInMemory(
  store: { id: number; catalogVersion: bigint; productCount: number },
  input: { query: string; limit: number },
): Promise<SearchHits | undefined> {
  const all = kept();
  if (!all || unkept.get(store.id) === store.catalogVersion) return undefined;
  let index = all.get(store.id);
  if (!index && store.productCount <= AWAITED_BUILD) index = await build(store.id);
  else if (index?.version !== store.catalogVersion)
    void build(store.id).catch((error) => logger.error({ err: error, store_id: store.id }, "search index not built"));
  if (index?.version !== store.catalogVersion) return undefined;
  return findInIndex(index, await termsOf(store.id, index, input.query), input.limit);
}

// A store's first search waits for its index up to this many products (about 150 ms to build);
// a larger store's is answered by PostgreSQL while its index is built.
const AWAITED_BUILD = 10_000;

// Stores whose index, at this version, is larger than all the memory given to indexes: PostgreSQL
// answers them without trying again until their catalogue changes.
const unkept = new Map<number, bigint>();

/** Builds the store's index once at a time, and keeps it. */
function build(storeId: number): Promise<Index> {
  let pending = building.get(storeId);
  if (!pending) {
    pending = inTurn(() => readIndex(storeId)).finally(() => building.delete(storeId));
    building.set(storeId, pending);
    void pending
      .then((index) => {
        const all = kept();
        if (!all) return;
        if (index.bytes > all.maxSize) unkept.set(storeId, index.version);
        else all.set(storeId, index);
      })
      .catch(() => undefined);
  }
  return pending;
}

// One statement, so one snapshot: the documents, what their hits show, and the version they are at.
// The store is named in each table's condition, not through the store's row: the planner then
// reads only its partition and its products (60 ms for 2,000 of a million products), where a join
// to the store's row had it walk every product in id order (1.1 s).
const DOCUMENTS = {
  name: "search_index_documents",
  text: `SELECT st.catalog_version::text AS version, d.*
    FROM stores st
    LEFT JOIN LATERAL (SELECT s.search_document::text AS document, p.id, p.name, p.translations, p.slug, u.path, pr.unit_price::text AS unit_price
                       FROM product_search s
                       JOIN products p ON p.id = s.product_id AND p.store_id = $1
                       LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
                       LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
                       WHERE s.store_id = $1 AND s.status = 1 ORDER BY s.product_id) d ON true
    WHERE st.id = $1`,
};

// Builds at once per process: a burst of first searches (a deploy) must leave the pool's
// connections and the event loop to the requests.
const BUILDS_AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= BUILDS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function readIndex(storeId: number): Promise<Index> {
  const started = performance.now();
  const { rows } = await pool().query<{ version: string; document: string | null } & Nullable<HitProduct>>({ ...DOCUMENTS, values: [storeId] });
  const index = await indexOf(
    BigInt(rows[0]?.version ?? -1),
    rows.flatMap(({ version: _, document, ...product }) =>
      product.id === null ? [] : [{ product: { ...(product as HitProduct), translations: namesOnly(product.translations) }, document: document ?? "" }],
    ),
  );
  logger.debug(
    { store_id: storeId, products: index.products.length, words: index.lexemes.length, bytes: index.bytes, ms: Math.round(performance.now() - started) },
    "search index built",
  );
  return index;
}

/** Growable typed storage for the build. */
class Numbers {
  array: Int32Array = new Int32Array(1024);
  length = 0;
  push(n: number) {
    if (this.length === this.array.length) {
      const bigger = new Int32Array(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = n;
  }
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

// A hit shows its product's name in the language asked: the other texts need not be kept.
function namesOnly(translations: unknown): unknown {
  const names = Object.entries(storedTranslations(translations)).flatMap(([language, texts]) => (texts?.name ? [[language, { name: texts.name }]] : []));
  return names.length ? Object.fromEntries(names) : null;
}

// Documents read between two turns of the event loop: about 10 ms of work.
const DOCUMENTS_AT_ONCE = 500;

/** The index of these documents (product_search's text form) and what their hits show, in ascending product order. */
export async function indexOf(version: bigint, documents: { product: HitProduct; document: string }[]): Promise<Index> {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const postingWord = new Numbers();
  const postingDoc = new Numbers();
  const postingStart = new Numbers();
  const postingLength = new Numbers();
  const positions = new Numbers();
  for (const [doc, { document }] of documents.entries()) {
    if (doc > 0 && doc % DOCUMENTS_AT_ONCE === 0) await new Promise((resolve) => setImmediate(resolve));
    readDocument(document, {
      word(lexeme) {
        if (postingStart.length) postingLength.push(positions.length - postingStart.array[postingStart.length - 1]!);
        let id = ids.get(lexeme);
        if (id === undefined) {
          id = words.push(lexeme) - 1;
          ids.set(lexeme, id);
        }
        postingWord.push(id);
        postingDoc.push(doc);
        postingStart.push(positions.length);
      },
      position: (entry) => positions.push(entry),
    });
  }
  if (postingStart.length) postingLength.push(positions.length - postingStart.array[postingStart.length - 1]!);
  // Words in PostgreSQL's order, and each word's postings together (still by document).
  const order = words.map((_, id) => id).sort((a, b) => byBytes(words[a]!, words[b]!));
  const rankOf = new Int32Array(words.length);
  order.forEach((id, rank) => (rankOf[id] = rank));
  const lexemeStart = new Int32Array(words.length + 1);
  for (let p = 0; p < postingWord.length; p++) lexemeStart[rankOf[postingWord.array[p]!]! + 1]!++;
  for (let r = 0; r < words.length; r++) lexemeStart[r + 1]! += lexemeStart[r]!;
  const next = lexemeStart.slice(0, words.length);
  const n = postingWord.length;
  const docs = new Int32Array(n);
  const starts = new Int32Array(n);
  const lengths = new Uint16Array(n);
  for (let p = 0; p < n; p++) {
    const at = next[rankOf[postingWord.array[p]!]!]!++;
    docs[at] = postingDoc.array[p]!;
    starts[at] = postingStart.array[p]!;
    lengths[at] = postingLength.array[p]!;
  }
  const lexemes = order.map((id) => words[id]!);
  const kept = Uint16Array.from(positions.array.subarray(0, positions.length));
  const products = documents.map((d) => d.product);
  // Typed arrays by their size; strings at two bytes a character and objects at about 16 bytes a field (V8).
  const bytes =
    lexemeStart.byteLength +
    docs.byteLength +
    starts.byteLength +
    lengths.byteLength +
    kept.byteLength +
    lexemes.reduce((sum, word) => sum + 32 + 2 * word.length, 0) +
    products.reduce(
      (sum, p) =>
        sum +
        128 +
        2 * (p.name.length + p.slug.length + (p.path?.length ?? 0) + (p.unit_price?.length ?? 0)) +
        (p.translations ? 2 * JSON.stringify(p.translations).length + 64 : 0),
      0,
    );
  return {
    version,
    lexemes,
    lexemeStart,
    postingDoc: docs,
    postingStart: starts,
    postingLength: lengths,
    positions: kept,
    products,
    alternatives: new Map(),
    bytes,
  };
}

// PostgreSQL compares words byte by byte (tsCompareString); UTF-16 order differs from UTF-8's only
// past U+FFFF, which is compared here by code points.
const ASTRAL = /[\uD800-\uDFFF]/;
const byBytes = (a: string, b: string) => {
  if (a === b) return 0;
  if (!ASTRAL.test(a) && !ASTRAL.test(b)) return a < b ? -1 : 1;
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
};

const [QUOTE, BACKSLASH, COLON, COMMA, ZERO, NINE, A, D] = [..."'\\:,09AD"].map((c) => c.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/**
 * Reads a tsvector's text form (`'word':1A,4 'it''s' ...`): each word, unquoted, with its
 * positions after it, as PostgreSQL stores them (weight in the top two bits); a word without any has none.
 */
export function readDocument(text: string, read: { word(lexeme: string): void; position(entry: number): void }): void {
  let i = text.indexOf("'");
  while (i >= 0 && i < text.length) {
    // The word: up to the quote that is not doubled; a quote or backslash inside is escaped.
    let end = i + 1;
    let escaped = false;
    for (;;) {
      const c = text.charCodeAt(end);
      if (c === BACKSLASH) {
        escaped = true;
        end += 2;
      } else if (c === QUOTE && text.charCodeAt(end + 1) === QUOTE) {
        escaped = true;
        end += 2;
      } else if (c === QUOTE || Number.isNaN(c)) break;
      else end++;
    }
    const raw = text.slice(i + 1, end);
    const lexeme = escaped ? raw.replace(/''|\\(.)/gsu, (pair, after: string | undefined) => after ?? "'") : raw;
    i = end + 1;
    read.word(lexeme);
    if (text.charCodeAt(i) === COLON) {
      let c = text.charCodeAt(++i);
      while (c >= ZERO && c <= NINE) {
        let position = 0;
        while (c >= ZERO && c <= NINE) {
          position = position * 10 + c - ZERO;
          c = text.charCodeAt(++i);
        }
        let weight = 0;
        if (c >= A && c <= D) {
          weight = D - c;
          c = text.charCodeAt(++i);
        }
        read.position((weight << 14) | position);
        if (c === COMMA) c = text.charCodeAt(++i);
      }
    }
    i = text.indexOf("'", i);
  }
}

let queries: LRUCache<string, { word: string; typos: number }[]> | undefined;
const WORDS_KEPT = 20_000;

/**
 * The query's words, each with its alternatives in the store's vocabulary (search_query_words and
 * search_word_alternatives, kept: the words of a text never change, the alternatives only with
 * the index).
 */
async function termsOf(storeId: number, index: Index, query: string): Promise<string[][]> {
  queries ??= new LRUCache({ max: 10_000 });
  let words = queries.get(query);
  if (!words) {
    words = (
      await pool().query<{ word: string; typos: number }>({
        name: "search_query_words",
        text: "SELECT word, typos FROM search_query_words($1)",
        values: [query],
      })
    ).rows;
    queries.set(query, words);
  }
  // Words asked of one store are few; a client asking endless new ones starts the list again.
  if (index.alternatives.size > WORDS_KEPT) index.alternatives.clear();
  const known = new Map(words.flatMap((w) => (index.alternatives.has(w.word) ? [[w.word, index.alternatives.get(w.word)!]] : [])));
  const asked = words.filter((w) => !known.has(w.word));
  if (asked.length) {
    const { rows } = await pool().query<{ word: string; alternatives: string[] }>({
      name: "search_word_alternatives",
      text: "SELECT w.word, search_word_alternatives($1, w.word, w.typos) AS alternatives FROM unnest($2::text[], $3::int[]) w(word, typos)",
      values: [storeId, asked.map((w) => w.word), asked.map((w) => w.typos)],
    });
    for (const r of rows) {
      known.set(r.word, r.alternatives);
      index.alternatives.set(r.word, r.alternatives);
    }
  }
  return words.map((w) => [w.word, ...known.get(w.word)!]);
}

/**
 * How PostgreSQL's query parser reads a word asked as a prefix: one operand, or for a hyphenated
 * word the phrase of the word and its parts (`hand-painted` is `'hand-painted':* <-> 'hand':* <->
 * 'painted':*`); undefined for other shapes (`3.5`, addresses), which search_product_hits answers.
 */
function operandsOf(word: string): string[] | undefined {
  if (word !== word.toLowerCase()) return undefined;
  if (/^[\p{L}\p{N}]+$/u.test(word)) return [word];
  if (/^\p{L}+(?:-\p{L}+)+$/u.test(word)) return [word, ...word.split("-")];
  return undefined;
}

/**
 * Every document matching each group (a typed word or one of its alternatives, as prefixes),
 * ranked as search_product_hits ranks them; undefined for a word PostgreSQL reads otherwise than
 * as a word or a hyphenated phrase, which search_product_hits answers.
 */
export function findInIndex(index: Index, groups: string[][], limit: number): SearchHits | undefined {
  const expressions = groups.map((group) => group.map(operandsOf));
  if (!expressions.every((group) => group.every(Boolean))) return undefined;
  const phrases = expressions as string[][][];
  if (!groups.length) return { hits: [], total: 0 };
  // ts_rank's operands: the query's words (a phrase's each), sorted as PostgreSQL sorts them and
  // without repeats; each matches the run of the index's words it is the start of.
  const operands = [...new Set(phrases.flat(2))].sort(byBytes);
  const from = new Int32Array(operands.length);
  const to = new Int32Array(operands.length);
  operands.forEach((operand, i) => {
    let end = (from[i] = lowerBound(index.lexemes, operand));
    while (end < index.lexemes.length && index.lexemes[end]!.startsWith(operand)) end++;
    to[i] = end;
  });
  const operandOf = new Map(operands.map((word, i) => [word, i]));
  const scratch = (index.scratch ??= { groups: new Int32Array(index.products.length), seen: new Int32Array(index.products.length), touched: [] });
  // A document may match when each group in turn has one of its words (a phrase's first):
  // `groups[doc]` counts the groups matched so far, `seen[doc]` keeps a group from counting a
  // document twice. Phrases are checked on the documents left.
  const { touched } = scratch;
  phrases.forEach((group, g) => {
    for (const phrase of group) {
      const i = operandOf.get(phrase[0]!)!;
      for (let p = index.lexemeStart[from[i]!]!; p < index.lexemeStart[to[i]!]!; p++) {
        const doc = index.postingDoc[p]!;
        if (scratch.groups[doc] !== g || scratch.seen[doc] === g + 1) continue;
        if (g === 0) touched.push(doc);
        scratch.seen[doc] = g + 1;
        scratch.groups[doc] = g + 1;
      }
    }
  });
  const top = new TopHits(limit);
  const matched = matchedScratch(index, operands.length);
  let total = 0;
  for (const doc of touched) {
    const matches = scratch.groups[doc] === groups.length;
    scratch.groups[doc] = 0;
    scratch.seen[doc] = 0;
    if (!matches) continue;
    let entries = 0;
    for (let i = 0; i < operands.length; i++) {
      matched.first[i] = entries;
      for (let w = from[i]!; w < to[i]!; w++) {
        const p = postingOf(index, w, doc);
        if (p < 0) continue;
        if (entries === matched.start.length) grow(matched);
        matched.start[entries] = index.postingStart[p]!;
        matched.length[entries] = index.postingLength[p]!;
        entries++;
      }
    }
    matched.first[operands.length] = entries;
    const has = (phrase: string[]) =>
      hasPhrase(
        matched,
        phrase.map((word) => operandOf.get(word)!),
      );
    if (!phrases.every((group) => group.some(has))) continue;
    total++;
    // + 1 when the document has every word as typed (each group's first), as search_product_hits adds.
    const typed = phrases.every((group) => has(group[0]!));
    // The query's top operator: AND between groups, OR within one, a phrase's own when it is alone.
    const and = groups.length >= 2 || (phrases[0]!.length === 1 && phrases[0]![0]!.length > 1);
    top.offer(doc, textRank(matched, and) + (typed ? 1 : 0));
  }
  touched.length = 0;
  return { hits: top.hits.map((h) => ({ product: index.products[h.doc]!, score: h.score })), total };
}

/** Whether the document has these operands' words one after the other (one operand: anywhere). */
function hasPhrase(m: Matched, phrase: number[]): boolean {
  const [first, ...rest] = phrase;
  if (m.first[first! + 1]! === m.first[first!]!) return false;
  if (!rest.length) return true;
  const positionsOf = (i: number) => {
    const all = new Set<number>();
    for (let e = m.first[i]!; e < m.first[i + 1]!; e++) for (let j = 0; j < m.length[e]!; j++) all.add(m.positions[m.start[e]! + j]! & 0x3fff);
    return all;
  };
  const following = rest.map(positionsOf);
  return [...positionsOf(first!)].some((p) => following.every((positions, k) => positions.has(p + k + 1)));
}

/** Room for one document's matches, kept with the index for the next query. */
function matchedScratch(index: Index, operands: number): Matched {
  let m = index.matched;
  if (!m || m.first.length < operands + 1)
    m = index.matched = { operands, first: new Int32Array(operands + 1), start: new Int32Array(64), length: new Int32Array(64), positions: index.positions };
  m.operands = operands;
  return m;
}

function grow(m: Matched) {
  const start = new Int32Array(m.start.length * 2);
  const length = new Int32Array(m.start.length * 2);
  start.set(m.start);
  length.set(m.length);
  m.start = start;
  m.length = length;
}

/** This document's posting among the word's (ascending by document), or -1. */
function postingOf(index: Index, word: number, doc: number): number {
  let low = index.lexemeStart[word]!;
  let high = index.lexemeStart[word + 1]!;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = index.postingDoc[middle]!;
    if (at === doc) return middle;
    if (at < doc) low = middle + 1;
    else high = middle;
  }
  return -1;
}

/** The `limit` best hits offered, highest score first, ties to the lower document (so the lower product id). */
class TopHits {
  readonly hits: { doc: number; score: number }[] = [];
  constructor(private readonly limit: number) {}
  offer(doc: number, score: number) {
    const hits = this.hits;
    if (hits.length === this.limit && (this.limit === 0 || !before(doc, score, hits[hits.length - 1]!))) return;
    let at = hits.length;
    while (at > 0 && before(doc, score, hits[at - 1]!)) at--;
    hits.splice(at, 0, { doc, score });
    if (hits.length > this.limit) hits.pop();
  }
}
const before = (doc: number, score: number, other: { doc: number; score: number }) => score > other.score || (score === other.score && doc < other.doc);

function lowerBound(words: string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byBytes(words[middle]!, word) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
