import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freshShopper, SHOPPER_PASSWORD } from "../support/arrange";
import { call, get, loginCustomer, loginOwner, post, type Reply } from "../support/http";

// Every answer carries the security headers and none of the internal ones, on both ways a request
// is served: store hosts' /api straight from the customer API server, everything else through Next.

const SECURITY_HEADERS = { "x-content-type-options": "nosniff", "x-frame-options": "DENY", "referrer-policy": "strict-origin-when-cross-origin" };

function expectGuarded(reply: Reply, label: string) {
  expect(reply.headers, label).toMatchObject(SECURITY_HEADERS);
  for (const name of Object.keys(reply.headers)) {
    expect(name, label).not.toMatch(/^x-middleware-/);
    expect(name, label).not.toBe("x-commerce-tenant");
  }
  // Served over plain HTTP, and TRUST_PROXY is off: no client's X-Forwarded-Proto makes it HTTPS.
  expect(reply.headers["strict-transport-security"], label).toBeUndefined();
}

const pages = [
  ["demo.localhost", "/"],
  ["localhost", "/"],
  ["demo.localhost", "/no-such-page"],
  ["nosuchstore.localhost", "/"],
] as const;

describe("HTML pages", () => {
  it("carry a Content-Security-Policy whose nonce is on every script Next wrote, fresh for each request", async () => {
    for (const [host, path] of pages) {
      const label = `${host}${path}`;
      const [first, second] = [await get(path, { host, headers: { accept: "text/html" } }), await get(path, { host, headers: { accept: "text/html" } })];
      expect(first.headers["content-type"], label).toContain("text/html");
      expectGuarded(first, label);
      const policy = String(first.headers["content-security-policy"]);
      expect(policy, label).toContain("frame-ancestors 'none'");
      expect(policy, label).toContain("object-src 'none'");
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, `${label}: ${policy}`).toBeDefined();
      expect(policy, label).toContain(`script-src 'self' 'nonce-${nonce}'`);
      const scripts = first.text.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, label).toBeGreaterThan(0);
      for (const script of scripts) expect(script, label).toContain(`nonce="${nonce}"`);
      expect(second.headers["content-security-policy"], label).not.toBe(policy);
    }
  });

  it("refuse being framed on the API reference pages too, which allow their one inline script by hash", async () => {
    for (const host of ["demo.localhost", "localhost"]) {
      const page = await get("/api/docs", { host, headers: { accept: "text/html" } });
      expect(page.status, host).toBe(200);
      expectGuarded(page, `${host}/api/docs`);
      const inline = /<script>([^<]*)<\/script>/.exec(page.text)![1]!;
      const hash = createHash("sha256").update(inline).digest("base64");
      expect(page.headers["content-security-policy"], host).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(page.headers["content-security-policy"], host).toContain("frame-ancestors 'none'");
    }
  });
});

describe("JSON answers and files", () => {
  it("carry nosniff and the other security headers on both serving paths, refusals included", async () => {
    const replies: [string, Reply][] = [
      ["store API", await get("/api/currency")],
      ["store API 404", await get("/api/get-info-store", { host: "nosuchstore.localhost" })],
      ["store API 422", await post("/api/login-customer", {})],
      ["platform API", await get("/api/health", { host: "localhost" })],
      ["platform API 404", await get("/api/nothing-here", { host: "localhost" })],
      ["refused path", await get("/api/%zz")],
    ];
    for (const [label, reply] of replies) {
      expect(reply.headers["content-type"], label).toContain("application/json");
      expectGuarded(reply, label);
    }
  });

  it("leave a stored file its own stricter policy", async () => {
    const logo = new URL((await get("/api/get-info-store")).json.data.logo_light);
    expect(logo.pathname).toMatch(/^\/uploads\//);
    const file = await get(logo.pathname);
    expect(file.status).toBe(200);
    expectGuarded(file, "upload");
    expect(file.headers["content-security-policy"]).toContain("sandbox");
  });
});

describe("Cache-Control", () => {
  it("is no-store on every answer that carries a token or a signed-in account's data", async () => {
    const shopper = await freshShopper();
    const token = await loginCustomer();
    const owner = await loginOwner();
    const replies: [string, Reply][] = [
      ["login", await post("/api/login-customer", { email: "customer@example.com", password: "password" })],
      [
        "registration",
        await post("/api/register-customer", {
          name: "Cache",
          email: `x${shopper.email}`,
          phone: "0600000000",
          password: SHOPPER_PASSWORD,
          password_confirmation: SHOPPER_PASSWORD,
        }),
      ],
      ["failed login", await post("/api/login-customer", { email: "customer@example.com", password: "wrong-password" })],
      ["profile", await get("/api/user-customer", { token })],
      ["orders", await get("/api/order", { token })],
      ["refused token", await get("/api/user-customer", { token: "cus_never-issued" })],
      ["owner login", await post("/api/login", { email: "owner@example.com", password: "password" }, { host: "localhost" })],
      ["owner", await get("/api/user", { host: "localhost", token: owner })],
    ];
    for (const [label, reply] of replies) expect(reply.headers["cache-control"], `${label}: ${reply.status}`).toBe("no-store");
    expect(replies[0]![1].json.token).toBeTruthy();
  });

  it("is left to the public reads, which hold nobody's data", async () => {
    for (const path of ["/api/get-info-store", "/api/fetch-all-products"]) {
      expect((await get(path)).headers["cache-control"], path).toBeUndefined();
    }
    expect((await call("GET", "/api/currency", { headers: { "x-forwarded-proto": "https" } })).headers["strict-transport-security"]).toBeUndefined();
  });
});
