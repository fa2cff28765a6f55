import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, get, post, type CallOptions } from "../support/http";
import { startServer, type RunningServer } from "../support/server";

// Pages of other origins (a store's own front end) may call the customer API, with bearer tokens
// and never credentials; the administration API answers only the origins it is told to.

const SHOP = "https://shop.example";
const preflight = (path: string, origin: string, opts: CallOptions = {}) =>
  call("OPTIONS", path, {
    ...opts,
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type", ...opts.headers },
  });

describe("CORS by default", () => {
  it("lets a page of any origin call the customer API: preflight, answers and refusals, never with credentials", async () => {
    const asked = await preflight("/api/login-customer", SHOP);
    expect(asked.status).toBe(204);
    expect(asked.headers).toMatchObject({
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "POST",
      "access-control-max-age": "7200",
    });
    expect(asked.headers["access-control-allow-headers"]).toBe("authorization, content-type, store-currency");
    for (const reply of [
      await get("/api/get-info-store", { headers: { origin: SHOP } }),
      await post("/api/login-customer", { email: "customer@example.com", password: "wrong-password" }, { headers: { origin: SHOP } }),
      await get("/api/user-customer", { headers: { origin: SHOP } }),
    ]) {
      expect(reply.headers["access-control-allow-origin"], String(reply.status)).toBe("*");
      expect(reply.headers["access-control-expose-headers"]).toBe("retry-after, x-request-id, x-total-count");
      expect(reply.headers["access-control-allow-credentials"]).toBeUndefined();
    }
  });

  it("lets no page of another origin call the administration API", async () => {
    const asked = await preflight("/api/login", SHOP, { host: "localhost" });
    expect(asked.status).toBe(204);
    expect(asked.headers["access-control-allow-origin"]).toBeUndefined();
    const answered = await post("/api/login", { email: "owner@example.com", password: "password" }, { host: "localhost", headers: { origin: SHOP } });
    expect(answered.status).toBe(200);
    expect(answered.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("with CORS_ORIGINS, ADMIN_CORS_ORIGINS and TRUST_PROXY set", () => {
  const DASHBOARD = "https://dashboard.example";
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      env: {
        CORS_ORIGINS: `${SHOP},https://app.example`,
        ADMIN_CORS_ORIGINS: DASHBOARD,
        TRUST_PROXY: "true",
        RATE_LIMIT_PER_MINUTE: "100000",
      },
    });
  });
  afterAll(() => server?.stop());
  const on = (opts: CallOptions = {}): CallOptions => ({ ...opts, port: server.port });

  it("lets only the listed origins call the customer API, and its answers vary by Origin", async () => {
    const listed = await preflight("/api/login-customer", SHOP, on());
    expect(listed.headers).toMatchObject({ "access-control-allow-origin": SHOP, vary: "Origin" });
    const answered = await get("/api/get-info-store", on({ headers: { origin: "https://app.example" } }));
    expect(answered.headers).toMatchObject({ "access-control-allow-origin": "https://app.example", vary: "Origin" });

    const other = await preflight("/api/login-customer", "https://evil.example", on());
    expect(other.status).toBe(204);
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    const otherAnswer = await get("/api/get-info-store", on({ headers: { origin: "https://evil.example" } }));
    expect(otherAnswer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(otherAnswer.headers.vary).toContain("Origin");
  });

  it("lets the listed origins call the administration API, through the proxy's preflight", async () => {
    const listed = await preflight("/api/login", DASHBOARD, on({ host: "localhost" }));
    expect(listed.status).toBe(204);
    expect(listed.headers).toMatchObject({ "access-control-allow-origin": DASHBOARD, "access-control-allow-methods": "POST" });
    const answered = await post("/api/login", { email: "owner@example.com", password: "password" }, on({ host: "localhost", headers: { origin: DASHBOARD } }));
    expect(answered.status).toBe(200);
    expect(answered.headers["access-control-allow-origin"]).toBe(DASHBOARD);
    expect(answered.headers.vary).toContain("Origin");
    const other = await get("/api/health", on({ host: "localhost", headers: { origin: SHOP } }));
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("sends HSTS, and absolute URLs in https, when the reverse proxy says the client used HTTPS", async () => {
    for (const [host, path] of [
      ["demo.localhost", "/api/get-info-store"],
      ["localhost", "/api/health"],
      ["demo.localhost", "/"],
    ] as const) {
      const secure = await get(path, on({ host, headers: { "x-forwarded-proto": "https" } }));
      expect(secure.headers["strict-transport-security"], `${host}${path}`).toBe("max-age=31536000");
      const plain = await get(path, on({ host, headers: { "x-forwarded-proto": "http" } }));
      expect(plain.headers["strict-transport-security"], `${host}${path}`).toBeUndefined();
    }
    const info = await get("/api/get-info-store", on({ headers: { "x-forwarded-proto": "https" } }));
    expect(info.json.data.logo_light).toMatch(/^https:\/\/demo\.localhost:\d+\/uploads\//);
    const page = await get("/", on({ host: "demo.localhost", headers: { "x-forwarded-proto": "https" } }));
    expect(page.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});
