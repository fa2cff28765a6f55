import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrate } from "../../lib/db/migrate";
import { sqlAt } from "../support/database";

// prisma/schema.prisma and the committed migrations describe the same database, so that the next
// `npm run db:migration` writes only the next change, never a drop of a hand-written index or
// table. Replays the migrations in a scratch database of the PostgreSQL server the HTTP tests run
// on: real PostgreSQL only. Migrations that move data are run on data written before them.
const realPostgres = process.env.DATABASE_URL;
const MIGRATIONS = path.resolve("prisma/migrations");

describe.runIf(realPostgres)("migrations", () => {
  it("match prisma/schema.prisma", () => {
    const result = spawnSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/new-migration.ts", "--check"], {
      encoding: "utf8",
      env: { ...process.env, MIGRATION_DATABASE_URL: realPostgres },
    });
    expect(result.stderr + result.stdout).toContain("matches the migrations");
    expect(result.status).toBe(0);
  }, 120_000);

  it("category_image_upload turns each category's picture path into the store's upload at that path", async () => {
    const scratch = `migration_${randomUUID().slice(0, 8)}`;
    await sqlAt(realPostgres!, `CREATE DATABASE ${scratch}`);
    const url = Object.assign(new URL(realPostgres!), { pathname: `/${scratch}` }).toString();
    const all = readdirSync(MIGRATIONS).filter((name) => /^\d/.test(name));
    const before = mkdtempSync(path.join(tmpdir(), "migrations-"));
    const upTo = (last: string) =>
      all.filter((name) => name <= last).forEach((name) => cpSync(path.join(MIGRATIONS, name), path.join(before, name), { recursive: true }));
    try {
      const target = all.find((name) => name.endsWith("_category_image_upload"))!;
      upTo(all[all.indexOf(target) - 1]!);
      await migrate(url, { migrationsDir: before });
      const [store] = await sqlAt<{ id: number }>(
        url,
        "INSERT INTO stores (subdomain, name, currency_code, updated_at) VALUES ('s', 'S', 'USD', now()) RETURNING id",
      );
      const [other] = await sqlAt<{ id: number }>(
        url,
        "INSERT INTO stores (subdomain, name, currency_code, updated_at) VALUES ('o', 'O', 'USD', now()) RETURNING id",
      );
      const [upload] = await sqlAt<{ id: number }>(
        url,
        "INSERT INTO uploads (store_id, path, mime_type, size) VALUES ($1, 'stores/1/a.svg', 'image/svg+xml', 1) RETURNING id",
        [store!.id],
      );
      // Another store's file at a path this store's category names is not this category's picture.
      await sqlAt(url, "INSERT INTO uploads (store_id, path, mime_type, size) VALUES ($1, 'stores/2/b.svg', 'image/svg+xml', 1)", [other!.id]);
      await sqlAt(
        url,
        `INSERT INTO categories (store_id, name, slug, image, updated_at) VALUES
           ($1, 'Kept', 'kept', 'stores/1/a.svg', now()), ($1, 'Gone', 'gone', 'stores/1/missing.svg', now()),
           ($1, 'Foreign', 'foreign', 'stores/2/b.svg', now()), ($1, 'None', 'none', NULL, now())`,
        [store!.id],
      );
      upTo(target);
      await migrate(url, { migrationsDir: before });
      const rows = await sqlAt<{ slug: string; image_upload_id: number | null }>(url, "SELECT slug, image_upload_id FROM categories ORDER BY slug");
      expect(rows).toEqual([
        { slug: "foreign", image_upload_id: null },
        { slug: "gone", image_upload_id: null },
        { slug: "kept", image_upload_id: upload!.id },
        { slug: "none", image_upload_id: null },
      ]);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await sqlAt(realPostgres!, `DROP DATABASE ${scratch} WITH (FORCE)`);
    }
  }, 120_000);
});
