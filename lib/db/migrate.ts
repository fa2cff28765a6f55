import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// Applies the committed prisma/migrations at start-up, as `prisma migrate deploy` would (its
// native engine cannot be downloaded on offline machines). Each migration runs in a transaction
// with its row in Prisma's own `_prisma_migrations` table, so `prisma migrate status` agrees.
// Prisma's advisory lock key serialises instances starting together, and this runner with
// `prisma migrate deploy` wherever that can run.
const PRISMA_MIGRATE_LOCK = 72707369;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Runs `fn` while holding a session advisory lock, so that instances starting together take turns. */
export async function withAdvisoryLock<T>(databaseUrl: string, key: number, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    return await fn(client);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => {});
    await client.end();
  }
}

export type MigrationLog = (message: string) => void;

export async function migrate(databaseUrl: string, opts: { migrationsDir?: string; log?: MigrationLog } = {}): Promise<{ applied: string[] }> {
  const dir = opts.migrationsDir ?? path.resolve("prisma/migrations");
  const log = opts.log ?? (() => {});
  const migrations = await readMigrations(dir);

  return withAdvisoryLock(databaseUrl, PRISMA_MIGRATE_LOCK, async (client) => {
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const failed = rows.find((r) => !r.finished_at && !r.rolled_back_at);
    if (failed) {
      throw new Error(`migration ${failed.migration_name} failed earlier and was not resolved; fix the database, then mark it rolled back`);
    }
    const done = new Map(rows.filter((r) => r.finished_at && !r.rolled_back_at).map((r) => [r.migration_name, r.checksum]));

    const applied: string[] = [];
    for (const m of migrations) {
      const recorded = done.get(m.name);
      if (recorded) {
        if (recorded !== m.checksum) log(`warning: migration ${m.name} was changed after it was applied`);
        continue;
      }
      log(`applying migration ${m.name}`);
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(m.name);
    }
    return { applied };
  });
}

async function readMigrations(dir: string) {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}
