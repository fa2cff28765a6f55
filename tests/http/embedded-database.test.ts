import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlAt } from "../support/database";
import { get } from "../support/http";
import { startServer, type RunningServer } from "../support/server";

// `npm start` on a data folder left by an earlier version (PGlite's files and an upload, all open
// to everyone, no database password), from a shell whose umask (000) lets everyone write what it
// creates. A second server beside the suite's; on the embedded database only.
describe.runIf(!process.env.DATABASE_URL)("the embedded database's data folder, from an earlier version", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-upgrade-"));
  let server: RunningServer;

  beforeAll(async () => {
    const umask = process.umask(0);
    try {
      mkdirSync(path.join(dataDir, "uploads/stores/1/products"), { recursive: true, mode: 0o777 });
      writeFileSync(path.join(dataDir, "uploads/stores/1/products/bowl.svg"), "<svg/>", { mode: 0o666 });
      chmodSync(dataDir, 0o777);
      const before = await PGlite.create({ dataDir: path.join(dataDir, "pg") });
      await before.exec("CREATE TABLE kept_from_before (note text); INSERT INTO kept_from_before VALUES ('written before')");
      await before.close();
      server = await startServer({ dataDir });
    } finally {
      process.umask(umask);
    }
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the database it had, migrated, behind the password it generated", async () => {
    expect((await get("/api/get-info-store", { port: server.port })).status).toBe(200);
    expect(await sqlAt(server.databaseUrl, "SELECT note FROM kept_from_before")).toEqual([{ note: "written before" }]);
    const guessed = new URL(server.databaseUrl);
    guessed.password = "postgres";
    await expect(sqlAt(guessed.href, "SELECT 1")).rejects.toMatchObject({ code: "28P01" });
  });

  it("leaves nothing in it that another user could enter or write, old or new", () => {
    // Folders shut to others, so that nothing in them can be reached; no file writable by others
    // (PGlite rewrites its relation cache 0644 whatever the umask, unreachable in its 0700 folder).
    const open = [dataDir, ...readdirSync(dataDir, { recursive: true }).map((entry) => path.join(dataDir, String(entry)))]
      .map((file) => ({ file: path.relative(dataDir, file), stat: statSync(file) }))
      .filter(({ stat }) => stat.mode & (stat.isDirectory() ? 0o077 : 0o022))
      .map(({ file, stat }) => `${file} ${(stat.mode & 0o777).toString(8)}`);
    expect(open).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, "pg-password")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, "app-secret")).mode & 0o777).toBe(0o600);
    // The demo data's pictures, written by this start into the old uploads folder.
    expect(readdirSync(path.join(dataDir, "uploads/stores"), { recursive: true }).length).toBeGreaterThan(3);
  });
});
