import { randomUUID } from "node:crypto";
import { beforeAll, expect } from "vitest";
import { asOwner, signInOwners, storeId, type Owners } from "./owner-calls";

// The marketing records' tests (tests/http/admin-marketing-*.test.ts) as they share them: both stores'
// owners, their calls, and a record made as one of them (what every record meets is in
// ./marketing-expectations.ts).

// Live bindings: each test file signs the owners in (marketingOwners) before its tests read them.
export let owners: Owners;
export let demoId: number;
export let acmeId: number;

/** Signs both stores' owners in before the calling file's tests. */
export function marketingOwners() {
  beforeAll(async () => {
    owners = await signInOwners();
    [demoId, acmeId] = [await storeId("demo"), await storeId("acme")];
  });
}

export const unique = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;
export const demo = (method: string, path: string, body?: unknown) => asOwner(owners.demo, method, path, body);
export const acme = (method: string, path: string, body?: unknown) => asOwner(owners.acme, method, path, body);

/** Creates a record as demo's (or acme's) owner and answers it, failing the test unless it is a 201. */
export async function created(path: string, body: unknown, as = owners.demo) {
  const reply = await asOwner(as, "POST", path, body);
  expect(reply.status, reply.text).toBe(201);
  return reply.json.data ?? reply.json;
}
