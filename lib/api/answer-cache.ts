import { LRUCache } from "lru-cache";
import { env } from "../env";

// Answers of the catalog's read routes, kept in process. A key holds the store's catalog version
// (and its stock version, for answers that show stock), which PostgreSQL bumps on every committed
// change to what those answers show (migrations catalog_version, stock_version) and which the
// route wrapper reads with the store on every request: a change made through any instance, or
// straight in the database, makes every older answer unreachable at once. Nothing expires by
// time, so nothing stale is ever served; least recently used answers give way when the cache is
// full. Each instance fills its own; none needs another's.

/** `surface`: a store's customer API or the owner's administration API, whose paths may be alike. */
export type AnswerKey = { surface: string; storeId: number; versions: string; currency: string; origin: string; path: string; query: unknown };

let answers: LRUCache<string, string> | null | undefined;

function cache(): LRUCache<string, string> | null {
  if (answers === undefined) {
    const megabytes = env().ANSWER_CACHE_MB;
    // JavaScript strings are UTF-16: two bytes a character.
    answers = megabytes > 0 ? new LRUCache({ maxSize: megabytes * 1024 * 1024, sizeCalculation: (body, key) => 2 * (body.length + key.length) }) : null;
  }
  return answers;
}

const keyOf = (k: AnswerKey) => JSON.stringify([k.surface, k.storeId, k.versions, k.currency, k.origin, k.path, k.query]);

/** The JSON text of an answer given under this key, if still kept. */
export function cachedAnswer(key: AnswerKey): string | undefined {
  return cache()?.get(keyOf(key));
}

export function keepAnswer(key: AnswerKey, json: string): void {
  cache()?.set(keyOf(key), json);
}
