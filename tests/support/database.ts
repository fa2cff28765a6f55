import pg from "pg";
import { inject } from "vitest";

/** Runs SQL on the test server's database, for arranging what no endpoint can (an expired token). */
export function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return query<T>(inject("server").databaseUrl, text, values, false);
}

/** The same with triggers off (session_replication_role replica): a write the database does not react to. */
export function sqlWithoutTriggers<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return query<T>(inject("server").databaseUrl, text, values, true);
}

/** Runs SQL on the database at `url`, on a connection of its own. */
export function sqlAt<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  return query<T>(url, text, values, false);
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[], withoutTriggers: boolean): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!withoutTriggers) return (await client.query<T>(text, values)).rows;
    // SET LOCAL: the embedded database serves every connection from one session.
    await client.query("BEGIN");
    await client.query("SET LOCAL session_replication_role = replica");
    const { rows } = await client.query<T>(text, values);
    await client.query("COMMIT");
    return rows;
  } finally {
    await client.end();
  }
}

type Statement = [text: string, values: unknown[]];

/** Runs `check` with a change made in the database, and undoes it whatever happens. */
export async function whileChanged<T>(change: Statement, undo: Statement, check: () => Promise<T>): Promise<T> {
  await sql(...change);
  try {
    return await check();
  } finally {
    await sql(...undo);
  }
}

/** Runs `run` with a new, empty database on the PostgreSQL server of `serverUrl`, dropped after whatever happens. */
export async function withScratchDatabase<T>(serverUrl: string, prefix: string, run: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
