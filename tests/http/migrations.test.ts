import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// prisma/schema.prisma and the committed migrations describe the same database, so that the next
// `npm run db:migration` writes only the next change, never a drop of a hand-written index or
// table. Replays the migrations in a scratch database of the PostgreSQL server the HTTP tests run
// on: real PostgreSQL only.
const realPostgres = process.env.DATABASE_URL;

describe.runIf(realPostgres)("migrations", () => {
  it("match prisma/schema.prisma", () => {
    const result = spawnSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/new-migration.ts", "--check"], {
      encoding: "utf8",
      env: { ...process.env, MIGRATION_DATABASE_URL: realPostgres },
    });
    expect(result.stderr + result.stdout).toContain("matches the migrations");
    expect(result.status).toBe(0);
  }, 120_000);
});
