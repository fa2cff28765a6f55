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

/** `surface`: a store's customer API or the owner's administration API, whose paths may be alike; `shownIn`: the currency and the catalogue's language the answer is written in. */
export type AnswerKey = { surface: string; storeId: number; versions: string; shownIn: string; origin: string; path: string; query: unknown };

let answers: LRUCache<string, string> | null | undefined;

function cache(): LRUCache<string, string> | null {
  if (answers === undefined) {
    const megabytes = env().ANSWER_CACHE_MB;
    // JavaScript strings are UTF-16: two bytes a character.
    answers = megabytes > 0 ? new LRUCache({ maxSize: megabytes * 1024 * 1024, sizeCalculation: (body, key) => 2 * (body.length + key.length) }) : null;
  }
  return answers;
}

const keyOf = (k: AnswerKey) => JSON.stringify([k.surface, k.storeId, k.versions, k.shownIn, k.origin, k.path, k.query]);

/** The JSON text of an answer given under this key, if still kept. */
export function cachedAnswer(key: AnswerKey): string | undefined {
  return cache()?.get(keyOf(key));
}

export function keepAnswer(key: AnswerKey, json: string): void {
  cache()?.set(keyOf(key), json);
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
