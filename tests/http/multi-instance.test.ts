import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sqlAt, withScratchDatabase } from "../support/database";
import { get } from "../support/http";
import { startServer } from "../support/server";

// Several instances on one PostgreSQL: each applies pending migrations at start-up under an
// advisory lock. Needs a real server (the embedded one serves a single instance).
const realPostgres = process.env.DATABASE_URL;

describe.runIf(realPostgres)("two instances starting together on one empty PostgreSQL", () => {
  it("both come up, with the schema migrated and the demo data loaded once", { timeout: 300_000 }, async () => {
    await withScratchDatabase(realPostgres!, "commerce_multi", async (url) => {
      const [a, b] = await Promise.all([startServer({ databaseUrl: url }), startServer({ databaseUrl: url })]);
      try {
        for (const server of [a, b]) {
          const reply = await get("/api/get-info-store", { port: server.port });
          expect(reply.status).toBe(200);
        }
        const migrations = readdirSync("prisma/migrations", { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name);
        const rows = await sqlAt(url, "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1");
        expect(rows.map((r) => r.migration_name)).toEqual(migrations.sort());
        const stores = await sqlAt(url, "SELECT subdomain FROM stores ORDER BY 1");
        expect(stores.map((s) => s.subdomain)).toEqual(["acme", "demo"]);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    });
  });
});
