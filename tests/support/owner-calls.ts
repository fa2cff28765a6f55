import type pg from "pg";
import { sql, sqlAt } from "./database";
import { call, loginOwner, type Reply } from "./http";

// Calls to the administration API as the owners of the two seeded stores, and what the tests of
// its records check around them. `databaseUrl` and `port` name a server of a test's own; unset,
// the suite's.

/** The platform's host, where the administration API answers. */
export const PLATFORM_HOST = "localhost";

export type Owners = { demo: string; acme: string };

/** Tokens of demo's owner and acme's owner. */
export async function signInOwners(port?: number): Promise<Owners> {
  const signIn = async (email: string) => {
    if (!port) return loginOwner(email);
    const reply = await call("POST", "/api/login", { host: PLATFORM_HOST, port, body: { email, password: "password" } });
    return reply.json.token as string;
  };
  return { demo: await signIn("owner@example.com"), acme: await signIn("acme@example.com") };
}

/** A call as the owner whose token it is (none: anonymous). */
export function asOwner(token: string | undefined, method: string, path: string, body?: unknown, port?: number): Promise<Reply> {
  return call(method, path, { host: PLATFORM_HOST, token, body, port });
}

function query<T extends pg.QueryResultRow>(databaseUrl: string | undefined, text: string, values: unknown[] = []): Promise<T[]> {
  return databaseUrl ? sqlAt<T>(databaseUrl, text, values) : sql<T>(text, values);
}

/** Rows of a table, to prove that a refusal wrote nothing. */
export async function rowCount(table: string, databaseUrl?: string): Promise<number> {
  const [row] = await query<{ n: number }>(databaseUrl, `SELECT count(*)::int AS n FROM ${table}`);
  return row!.n;
}

export async function storeId(subdomain: string, databaseUrl?: string): Promise<number> {
  const [row] = await query<{ id: number }>(databaseUrl, "SELECT id FROM stores WHERE subdomain = $1", [subdomain]);
  return row!.id;
}

export const keys = (o: object) => Object.keys(o).sort();

/** ISO 8601 UTC with microseconds, the administration API's ISO dates. */
export const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The 404 of a record that is not the owner's store's. */
export const NOT_FOUND = { success: false, message: "Not found." };
