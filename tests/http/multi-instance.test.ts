import { readdirSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { get } from "../support/http";
import { startServer } from "../support/server";

// Several instances on one PostgreSQL: each applies pending migrations at start-up under an
// advisory lock. Needs a real server (the embedded one serves a single instance).
const realPostgres = process.env.DATABASE_URL;

describe.runIf(realPostgres)("two instances starting together on one empty PostgreSQL", () => {
  it("both come up, with the schema migrated and the demo data loaded once", { timeout: 300_000 }, async () => {
    const admin = new pg.Client({ connectionString: realPostgres });
    await admin.connect();
    const name = `commerce_multi_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(realPostgres!);
    url.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([startServer({ databaseUrl: url.href }), startServer({ databaseUrl: url.href })]);
      try {
        for (const server of [a, b]) {
          const reply = await get("/api/get-info-store", { port: server.port });
          expect(reply.status).toBe(200);
        }
        const db = new pg.Client({ connectionString: url.href });
        await db.connect();
        try {
          const migrations = readdirSync("prisma/migrations", { withFileTypes: true })
            .filter((e) => e.isDirectory())
            .map((e) => e.name);
          const rows = (await db.query("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1")).rows;
          expect(rows.map((r) => r.migration_name)).toEqual(migrations.sort());
          const stores = (await db.query("SELECT subdomain FROM stores ORDER BY 1")).rows;
          expect(stores.map((s) => s.subdomain)).toEqual(["acme", "demo"]);
        } finally {
          await db.end();
        }
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
