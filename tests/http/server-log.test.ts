import { once } from "node:events";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cookiesOf, nextAuthSignIn } from "../support/dashboard-sign-in";
import { sql } from "../support/database";
import { call, get, otherClient, post, type CallOptions } from "../support/http";
import { OWNER_PASSWORD, signUpBody } from "../support/stores";
import { startServer, type RunningServer } from "../support/server";

// What the server logs (JSON lines at LOG_LEVEL): each request with the id its answer carries, and
// at error level only what is a fault of ours, so that an operator's alert on errors means one.

type Line = { level: number; msg: string; status?: number; path?: string; url?: string; request_id?: string; reason?: string };
// Warnings are 40, errors 50.
const WARN = 40;

describe("the server's log", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { LOG_LEVEL: "info", RATE_LIMIT_PER_MINUTE: "100000" } });
  });
  afterAll(() => server?.stop());
  const on = (opts: CallOptions = {}): CallOptions => ({ ...opts, port: server.port });
  const lines = () =>
    server
      .output()
      .split("\n")
      // The last piece is a line still being written, or nothing.
      .slice(0, -1)
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Line);

  // First: on this server, nobody has signed in yet.
  it("warns nothing when a dashboard page is asked before anyone signed in", async () => {
    const page = await get("/dashboard", on({ host: "localhost" }));
    expect(page.status).toBe(307);
    expect(page.headers.location).toContain("/sign-in");
    // next-auth warns on stderr, which need not have reached us with the answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output()).not.toContain("[next-auth][warn]");
  });

  it("logs a request refused at the door, with the id its answer carries", async () => {
    const refused = await get("/uploads/%", on());
    expect(refused.status).toBe(400);
    const id = String(refused.headers["x-request-id"]);
    // The line reaches the server's output a moment after the answer.
    const line = await vi.waitFor(() => {
      const found = lines().find((l) => l.request_id === id);
      if (!found) throw new Error(`no log line with ${id} yet`);
      return found;
    });
    expect(line).toMatchObject({ request_id: id, status: 400, path: "/uploads/%" });
  });

  it("logs a client that goes away while sending its body as gone (499), not as an error of ours", async () => {
    const host = `demo.localhost:${server.port}`;
    // Both log the route's own path.
    const mine = () => lines().filter((l) => (l.path ?? l.url ?? "").endsWith("/api/login-customer"));
    const gone = () => mine().filter((l) => l.msg === "request" && l.status === 499);
    // A page drops a request it no longer needs (the storefront's shipping options, when the address
    // changes): through the storefront's forwarder, whose route reads the body after its own steps,
    // or an app calling the customer API, whose route is reading it.
    const body = '{"email":"shopper@example.com","password":"password"}';
    const calls = [
      { path: "/shop-api/login-customer", sent: body, length: body.length },
      { path: "/api/login-customer", sent: body.slice(0, 12), length: body.length },
    ];
    for (const [i, { path, sent, length }] of calls.entries()) {
      const socket = net.connect(server.port, "127.0.0.1");
      await once(socket, "connect");
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${sent}`,
      );
      if (sent.length < length) await new Promise((resolve) => setTimeout(resolve, 300));
      socket.destroy();
      await vi.waitFor(() => {
        if (gone().length <= i) throw new Error(`${path}: no request line with status 499 yet:\n${server.output().slice(-2000)}`);
      }, 10_000);
    }
    expect(gone().map((l) => l.level)).toEqual([30, 30]);
    expect(mine().filter((l) => l.level >= WARN)).toEqual([]);
  });

  it("logs a dashboard session ended by signing out everywhere at info, not next-auth's error", async () => {
    const body = signUpBody();
    const made = await post("/api/register", body, on({ host: "localhost", from: otherClient() }));
    expect(made.status, made.text).toBe(201);
    try {
      const cookie = cookiesOf(await nextAuthSignIn({ email: body.email, password: OWNER_PASSWORD }, { port: server.port }));
      expect(cookie).toContain("next-auth.session-token=");
      expect((await get("/dashboard", on({ host: "localhost", headers: { cookie } }))).status).toBe(200);

      expect((await call("POST", "/api/logout-everywhere", on({ host: "localhost", token: made.json.token }))).status).toBe(200);
      const after = await get("/dashboard", on({ host: "localhost", headers: { cookie } }));
      expect(after.status).toBe(307);
      expect(after.headers.location).toContain("/sign-in");
      expect(lines().find((l) => l.msg === "dashboard session ended")).toMatchObject({ level: 30, reason: "the API token is revoked" });
      expect(server.output()).not.toContain("[next-auth][error]");
      expect(lines().filter((l) => l.level >= WARN)).toEqual([]);
    } finally {
      await sql("DELETE FROM stores WHERE id = $1", [made.json.store.id]);
    }
  });
});
