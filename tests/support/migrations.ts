import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "../../lib/db/migrate";
import { sqlAt } from "./database";

// Migrations that move data, run on data written before them (tests/http/migrations*.test.ts), in
// scratch databases of the PostgreSQL server the HTTP tests run on: real PostgreSQL only.

export const realPostgres = process.env.DATABASE_URL;
const MIGRATIONS = path.resolve("prisma/migrations");

/** Two stores, as the schema was before a migration: their ids. */
export async function twoStores(url: string): Promise<number[]> {
  const rows = await sqlAt<{ id: number }>(
    url,
    "INSERT INTO stores (subdomain, name, currency_code, updated_at) VALUES ('s', 'S', 'USD', now()), ('o', 'O', 'USD', now()) RETURNING id",
  );
  return rows.map((row) => row.id);
}

/**
 * In a scratch database: the migrations up to the one before `name`, `arrange` on that schema,
 * then `name`, then `check`.
 */
export async function acrossMigration(name: string, arrange: (url: string) => Promise<void>, check: (url: string) => Promise<void>) {
  const scratch = `migration_${randomUUID().slice(0, 8)}`;
  await sqlAt(realPostgres!, `CREATE DATABASE ${scratch}`);
  const url = Object.assign(new URL(realPostgres!), { pathname: `/${scratch}` }).toString();
  const all = readdirSync(MIGRATIONS).filter((migration) => /^\d/.test(migration));
  const before = mkdtempSync(path.join(tmpdir(), "migrations-"));
  const upTo = (last: string) =>
    all
      .filter((migration) => migration <= last)
      .forEach((migration) => cpSync(path.join(MIGRATIONS, migration), path.join(before, migration), { recursive: true }));
  try {
    const target = all.find((migration) => migration.endsWith(`_${name}`))!;
    upTo(all[all.indexOf(target) - 1]!);
    await migrate(url, { migrationsDir: before });
    await arrange(url);
    upTo(target);
    await migrate(url, { migrationsDir: before });
    await check(url);
  } finally {
    rmSync(before, { recursive: true, force: true });
    await sqlAt(realPostgres!, `DROP DATABASE ${scratch} WITH (FORCE)`);
  }
}
