import { expect } from "vitest";
import { acme } from "./admin-marketing";
import { sql } from "./database";
import type { Reply } from "./http";
import { asOwner, keys, NOT_FOUND, rowCount } from "./owner-calls";

// What every marketing record meets (tests/http/admin-marketing-*.test.ts): 401 without a token, 404 for
// the other store's owner, 422 naming its fields, each with nothing written.

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
