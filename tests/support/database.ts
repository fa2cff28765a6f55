import pg from "pg";
import { inject } from "vitest";

/** Runs SQL on the test server's database, for arranging what no endpoint can (an expired token). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject("server").databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
