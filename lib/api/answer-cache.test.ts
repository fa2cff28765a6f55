import { beforeAll, describe, expect, it } from "vitest";
import { reloadEnv } from "../env";
import { cachedAnswer, keepAnswer, type AnswerKey } from "./answer-cache";

// Admission: an answer is kept from its second asking, so that a stream of answers each read once
// (a large catalogue's product pages) cannot push out the answers read again and again.

const key = (path: string): AnswerKey => ({ surface: "store", storeId: 1, versions: "1", shownIn: "MAD/fr", origin: "https://demo.example", path, query: {} });
/** A miss, then the handler's answer offered to the cache, as the route wrapper does. */
const ask = (path: string, json: string) => cachedAnswer(key(path)) ?? (keepAnswer(key(path), json), undefined);
const answerOf = (path: string) => JSON.stringify({ path, padding: "x".repeat(10_000) });

beforeAll(() => {
  // 1 MB: some fifty answers of 20 KB (UTF-16).
  reloadEnv({ ANSWER_CACHE_MB: "1" });
});

describe("the answer cache's admission", () => {
  it("keeps an answer from its second asking and serves it from its third", () => {
    expect(ask("/api/fetch-all-products", answerOf("/api/fetch-all-products"))).toBeUndefined();
    expect(ask("/api/fetch-all-products", answerOf("/api/fetch-all-products"))).toBeUndefined();
    expect(ask("/api/fetch-all-products", "not asked for")).toBe(answerOf("/api/fetch-all-products"));
  });

  it("keeps an answer read again through answers read once that weigh four times the cache", () => {
    for (let n = 0; n < 2; n++) ask("/api/fetch-categories", answerOf("/api/fetch-categories"));
    for (let n = 0; n < 200; n++) ask(`/api/product-details/product-${n}`, answerOf(`/api/product-details/product-${n}`));
    expect(ask("/api/fetch-categories", "not asked for")).toBe(answerOf("/api/fetch-categories"));
    expect(cachedAnswer(key("/api/product-details/product-199"))).toBeUndefined();
  });
});
