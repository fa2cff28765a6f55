import { mkdtempSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlAt } from "../../tests/support/database";
import { embeddedDatabaseUrl, startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";

const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-embedded-"));
let embedded: EmbeddedPostgres;

beforeAll(async () => {
  embedded = await startEmbeddedPostgres(dataDir);
}, 60_000);

afterAll(async () => {
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const withPassword = (password: string | undefined) => {
  const url = new URL(embedded.url);
  url.password = password ?? "";
  return url.href;
};

/** What the server sends to a client that skips the password exchange and sends a query at once. */
function skipTheExchange(port: number, sqlText: string): Promise<Buffer> {
  const params = Buffer.from("user\0postgres\0database\0postgres\0\0");
  const startup = Buffer.alloc(8);
  startup.writeInt32BE(8 + params.length, 0);
  startup.writeInt32BE(196608, 4);
  const text = Buffer.from(`${sqlText}\0`);
  const queryMessage = Buffer.alloc(5);
  queryMessage.write("Q", 0);
  queryMessage.writeInt32BE(4 + text.length, 1);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1", () => socket.write(Buffer.concat([startup, params, queryMessage, text])));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks)));
  });
}

describe("the embedded database", () => {
  it("lets in the client with the password of its data folder", async () => {
    expect(await sqlAt(embedded.url, "SELECT current_user AS who")).toEqual([{ who: "postgres" }]);
    expect(await embeddedDatabaseUrl(dataDir, Number(new URL(embedded.url).port))).toBe(embedded.url);
  });

  it("refuses a wrong password, and no password", async () => {
    await expect(sqlAt(withPassword("postgres"), "SELECT 1")).rejects.toMatchObject({ code: "28P01" });
    await expect(sqlAt(withPassword(undefined), "SELECT 1")).rejects.toThrow(/password/);
  });

  it("runs nothing for a client that sends SQL instead of its proof", async () => {
    const answer = await skipTheExchange(Number(new URL(embedded.url).port), "CREATE TABLE let_in_without_password ()");
    // AuthenticationSASL (R, code 10), then a FATAL error; never AuthenticationOk or ReadyForQuery.
    expect(answer[0]).toBe("R".charCodeAt(0));
    expect(answer.readInt32BE(5)).toBe(10);
    expect(answer.toString("latin1")).toContain("expected SASL response");
    expect(answer.includes(Buffer.from("Z\0\0\0\x05"))).toBe(false);
    expect(await sqlAt(embedded.url, "SELECT to_regclass('let_in_without_password') AS t")).toEqual([{ t: null }]);
  });

  it("keeps its password in a file of its user's alone, and its files in a folder of theirs", () => {
    expect(statSync(path.join(dataDir, "pg-password")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, "pg")).mode & 0o777).toBe(0o700);
  });

  it("keeps the same password from one start to the next", { timeout: 60_000 }, async () => {
    const url = embedded.url;
    await embedded.stop();
    embedded = await startEmbeddedPostgres(dataDir, Number(new URL(url).port));
    expect(embedded.url).toBe(url);
    expect(await sqlAt(url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });
});
