import { describe, expect, it } from "vitest";
import { sqlAt, withScratchDatabase } from "../support/database";
import { get } from "../support/http";
import { startServer } from "../support/server";

// Demo data only when asked: `npm start` with DATABASE_URL on an empty database, DEMO_DATA unset,
// starts with no store and no account, and its banner names no demo account. Needs a real
// PostgreSQL server (DATABASE_URL), where it makes a database of its own.
const realPostgres = process.env.DATABASE_URL;

describe.runIf(realPostgres)("npm start with DATABASE_URL on an empty database", () => {
  it("starts with no store, no owner and no demo account in its banner", { timeout: 300_000 }, async () => {
    await withScratchDatabase(realPostgres!, "commerce_empty", async (url) => {
      const server = await startServer({ databaseUrl: url, demoData: false });
      try {
        expect(server.output()).not.toMatch(/demo|owner@example\.com|password "/);
        expect((await get("/api/get-info-store", { port: server.port })).status).toBe(404);
        const [counts] = await sqlAt(url, "SELECT (SELECT count(*) FROM stores)::int AS stores, (SELECT count(*) FROM owners)::int AS owners");
        expect(counts).toEqual({ stores: 0, owners: 0 });
      } finally {
        await server.stop();
      }
    });
  });
});
