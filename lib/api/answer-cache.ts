import { hash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { env } from "../env";
import type { RouteDoc } from "./route-doc";

// Answers of the catalog's read routes, kept in process. A key holds the store's catalog version
// (and its stock version, for answers that show stock), which PostgreSQL bumps on every committed
// change to what those answers show (migrations catalog_version, stock_version) and which the
// route wrapper reads with the store on every request: a change made through any instance, or
// straight in the database, makes every older answer unreachable at once. Nothing expires by
// time, so nothing stale is ever served; least recently used answers give way when the cache is
// full. Each instance fills its own; none needs another's.
// An answer is kept from the second time it is asked, as CDNs' "cache on second hit" and
// TinyLFU's doorkeeper admit: over a large catalogue most product pages are read once in a while,
// and keeping each on its first read filled the cache with answers never asked again, pushing out
// those that are, for more work than it saved (bench at 1M products: product details 1,776 req/s
// with the cache, 1,948 without). What was asked once is remembered as a hash of its key, some
// twenty bytes, for a few times as many answers as the cache holds.

/** `surface`: a store's customer API or the owner's administration API, whose paths may be alike; `shownIn`: the currency and the catalogue's language the answer is written in. */
export type AnswerKey = { surface: string; storeId: number; versions: string; shownIn: string; origin: string; path: string; query: unknown };

type Kept = { answers: LRUCache<string, string>; askedOnce: LRUCache<string, true> };
let kept: Kept | null | undefined;

// Keys remembered per megabyte of answers: answers weigh a few kilobytes (a product's details
// 3–6 KB, a list's page 10–30 KB as UTF-16), so 512 keys a megabyte are a few times what it holds.
const ASKED_ONCE_PER_MB = 512;

function cache(): Kept | null {
  if (kept === undefined) {
    const megabytes = env().ANSWER_CACHE_MB;
    kept =
      megabytes > 0
        ? {
            // JavaScript strings are UTF-16: two bytes a character.
            answers: new LRUCache({ maxSize: megabytes * 1024 * 1024, sizeCalculation: (body, key) => 2 * (body.length + key.length) }),
            askedOnce: new LRUCache({ max: megabytes * ASKED_ONCE_PER_MB }),
          }
        : null;
  }
  return kept;
}

const keyOf = (k: AnswerKey) => JSON.stringify([k.surface, k.storeId, k.versions, k.shownIn, k.origin, k.path, k.query]);

/** The JSON text of an answer given under this key, if still kept. */
export function cachedAnswer(key: AnswerKey): string | undefined {
  return cache()?.answers.get(keyOf(key));
}

/** Keeps the answer if its key was asked before; else remembers that it was asked once. */
export function keepAnswer(key: AnswerKey, json: string): void {
  const kept = cache();
  if (!kept) return;
  const text = keyOf(key);
  const asked = hash("sha1", text, "base64");
  if (kept.askedOnce.delete(asked)) kept.answers.set(text, json);
  else kept.askedOnce.set(asked, true);
}

/** What a kept answer shows: the catalog, the catalog and the stock, or the orders. */
export type Cached = "catalog" | "catalog and stock" | "orders";

/**
 * The versions a kept answer is keyed with. The orders' answers hold the catalog's version too:
 * the store row's own changes (its time zone, in which their dates are written) bump that one.
 */
const VERSIONS: Record<Cached, (store: Record<"catalogVersion" | "stockVersion" | "ordersVersion", bigint>) => string> = {
  catalog: (s) => `${s.catalogVersion}`,
  "catalog and stock": (s) => `${s.catalogVersion}.${s.stockVersion}`,
  orders: (s) => `${s.catalogVersion}.o${s.ordersVersion}`,
};

/** The key of a kept answer: the store's versions read with the request, so a change anywhere makes it unreachable. */
export function keyOfAnswer(
  surface: RouteDoc["surface"],
  cached: Cached,
  store: { id: number; catalogVersion: bigint; stockVersion: bigint; ordersVersion: bigint },
  shownIn: string,
  origin: string,
  url: URL,
  query: unknown,
): AnswerKey {
  return { surface, storeId: store.id, versions: VERSIONS[cached](store), shownIn, origin, path: url.pathname, query };
}
