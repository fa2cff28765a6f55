import { beforeAll } from "vitest";
import { loginOwner, type CallOptions } from "./http";

// The administration API's documented catalog reads as their tests (tests/http/admin-catalog-reads-*.test.ts)
// share them: a listed item's shape, and the calls of both stores' owners.

export const ITEM_KEYS = [
  "brand_logo",
  "brand_name",
  "categories",
  "devise",
  "discount_amount",
  "discount_type",
  "id",
  "image",
  "name",
  "price",
  "slug",
  "status",
  "stock",
  "url",
];

// Live bindings: each test file signs the owners in (readingOwners) before its tests call as them.
let demo: string;
let acme: string;
export const asDemo = (): CallOptions => ({ host: "localhost", token: demo });
export const asAcme = (): CallOptions => ({ host: "localhost", token: acme });
export type Item = Record<string, unknown> & { id: number; slug: string; status: number; stock: number };

/** Signs both owners in before the calling file's tests. */
export function readingOwners() {
  beforeAll(async () => {
    [demo, acme] = [await loginOwner(), await loginOwner("acme@example.com")];
  });
}
