import { describe, expect, inject, it, vi } from "vitest";
import { sql } from "../support/database";
import { call, post } from "../support/http";

describe("bad input never reaches a 5xx and writes nothing", () => {
  const countCustomers = async () => Number((await sql<{ n: string }>("SELECT count(*) AS n FROM customers"))[0]!.n);

  it("broken JSON is a 400", async () => {
    const before = await countCustomers();
    const reply = await call("POST", "/api/register-customer", { rawBody: '{"name": "x", ' });
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({ success: false, message: "The request body is not valid JSON." });
    expect(await countCustomers()).toBe(before);
  });

  it("a body over the cap is a 413, however it is sent", async () => {
    const huge = "x".repeat(1024 * 1024);
    const reply = await post("/api/register-customer", { name: huge, email: "a@b.co", phone: "0600000000", password: huge, password_confirmation: huge });
    expect(reply.status).toBe(413);
    expect(reply.json.success).toBe(false);
  });

  it("a client still sending a body the server refused reads the 413, not a broken connection", async () => {
    // Routes that need no database before reading the body answer at once, before 4 MB are sent.
    const huge = "x".repeat(1024 * 1024);
    const body = { name: huge, email: huge, product_id: huge, coupon_code: huge };
    for (let attempt = 0; attempt < 5; attempt++) {
      for (const path of ["/api/cart/apply-coupon", "/api/get-state", "/api/get-cities-of-state", "/api/get-shipping-options"]) {
        // On a connection kept alive by a first answer, as a client's agent reuses it.
        expect((await post(path, {})).status, path).toBe(422);
        expect((await post(path, body)).status, path).toBe(413);
      }
    }
  });

  it("wrong types and shapes are a 422", async () => {
    const before = await countCustomers();
    for (const body of [[], "a string", 42, null, { name: 5, email: ["x"], phone: {}, password: true, password_confirmation: 1 }]) {
      const reply = await post("/api/register-customer", body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.json.success).toBe(false);
    }
    expect(await countCustomers()).toBe(before);
  });

  it("an empty body is a 422 naming the required fields", async () => {
    const reply = await call("POST", "/api/login-customer");
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.json.errors).sort()).toEqual(["email", "password"]);
  });
});

// The embedded database serves all connections from one session: a connection the pool closes
// when idle leaves its named statements behind for the next one to trip over. The test server's
// pool closes a connection after `poolIdleTimeoutMs` unused (tests/http/global-setup.ts).
describe.runIf(!process.env.DATABASE_URL)("the embedded database after the pool's idle connection closed", () => {
  it("still answers every route that prepares statements", async () => {
    const paths = ["/api/fetch-all-products", "/api/get-info-store", "/api/search-products?query=bowl"];
    const statuses: Record<string, number>[] = [];
    const askAll = async () => {
      const round: Record<string, number> = {};
      for (const path of paths) round[path] = (await call("GET", path)).status;
      statuses.push(round);
    };
    await askAll();
    // A statement of this test's own, in the session every connection shares. The app's pool
    // drops them all when it opens a connection: once this one is gone, the pool has closed its
    // idle connection and the routes ran on a new one.
    await sql("PREPARE idle_connection_canary AS SELECT 1");
    const canary = () => sql("SELECT name FROM pg_prepared_statements WHERE name = 'idle_connection_canary'");
    // Each attempt leaves the pool idle for three of its timeouts first; the default timeout (10 s)
    // would leave the canary in place past the deadline.
    const { poolIdleTimeoutMs } = inject("server");
    await vi.waitFor(
      async () => {
        await askAll();
        expect(await canary()).toEqual([]);
      },
      { interval: 3 * poolIdleTimeoutMs, timeout: 5_000 },
    );
    const allOk = Object.fromEntries(paths.map((path) => [path, 200]));
    expect(statuses.length).toBeGreaterThan(1);
    for (const round of statuses) expect(round).toEqual(allOk);
  });
});
