import { randomUUID } from "node:crypto";
import { beforeAll, expect } from "vitest";
import { sql } from "./database";
import type { Reply } from "./http";
import { asOwner, keys, NOT_FOUND, rowCount, signInOwners, storeId, type Owners } from "./owner-calls";

// The marketing records' tests (tests/http/admin-marketing-*.test.ts) as they share them: both stores'
// owners and their calls, and the expectations every record meets (401 without a token, 404 for the
// other store's owner, 422 naming its fields), each with nothing written.

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

/** Every route of a path, without a token, is a 401 that writes nothing. */
export async function expectSignedInOnly(routes: [method: string, path: string, body?: unknown][], table: string) {
  const before = await rowCount(table);
  for (const [method, path, body] of routes) {
    const reply = await asOwner(undefined, method, path, body);
    expect(reply.status, `${method} ${path}`).toBe(401);
    expect(reply.json).toEqual({ success: false, message: "Unauthenticated." });
  }
  expect(await rowCount(table)).toBe(before);
}

/** The other store's owner reads, changes and deletes nothing of a record: 404 each, the row as it was. */
export async function expectOtherStoreCannotReach(path: string, change: unknown, table: string, id: number) {
  const [before] = await sql(`SELECT * FROM ${table} WHERE id = $1`, [id]);
  for (const [method, body] of [["GET"], ["PUT", change], ["DELETE"]] as const) {
    const reply = await acme(method, path, body);
    expect(reply.status, `${method} ${path}`).toBe(404);
    expect(reply.json).toEqual(NOT_FOUND);
  }
  expect((await sql(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0]).toEqual(before);
}

/** A refused write: 422 naming exactly `fields`, and the table as it was. */
export async function expectRefused(write: () => Promise<Reply>, fields: string[], table: string) {
  const before = await rowCount(table);
  const reply = await write();
  expect(reply.status).toBe(422);
  expect(keys(reply.json.errors ?? {})).toEqual([...fields].sort());
  expect(await rowCount(table)).toBe(before);
  return reply;
}
