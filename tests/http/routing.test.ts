import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { get, post } from "../support/http";

describe("host routing", () => {
  it("serves a store's customer API on its subdomain", async () => {
    const demo = await get("/api/get-info-store", { host: "demo.localhost" });
    const acme = await get("/api/get-info-store", { host: "acme.localhost" });
    expect(demo.status).toBe(200);
    expect(acme.status).toBe(200);
    expect(demo.json.data.store_name).not.toBe(acme.json.data.store_name);
  });

  it("serves a store on its own custom domain too, once verified", async () => {
    await sql("UPDATE stores SET custom_domain = 'shop.acme-outdoor.test' WHERE subdomain = 'acme'");
    await sql(
      "INSERT INTO store_domains (store_id, domain, token, verified_domain, updated_at) SELECT id, custom_domain, 'token', custom_domain, now() FROM stores WHERE subdomain = 'acme'",
    );
    try {
      const viaDomain = await get("/api/get-info-store", { host: "shop.acme-outdoor.test" });
      const viaSubdomain = await get("/api/get-info-store", { host: "acme.localhost" });
      expect(viaDomain.status).toBe(200);
      expect(viaDomain.json.data.store_name).toBe(viaSubdomain.json.data.store_name);
      expect(viaDomain.json.data.logo_light).toMatch(/^http:\/\/shop\.acme-outdoor\.test:\d+\/uploads\//);
      expect((await get("/api/get-info-store", { host: "shop.unknown.test" })).status).toBe(404);
    } finally {
      await sql("DELETE FROM store_domains WHERE store_id = (SELECT id FROM stores WHERE subdomain = 'acme')");
      await sql("UPDATE stores SET custom_domain = NULL WHERE subdomain = 'acme'");
    }
  });

  it("answers an unknown store with a JSON 404 under /api and a not-found page elsewhere", async () => {
    const api = await get("/api/get-info-store", { host: "nosuchstore.localhost" });
    expect(api.status).toBe(404);
    expect(api.json).toEqual({ success: false, message: "Store not found." });

    const page = await get("/", { host: "nosuchstore.localhost", headers: { accept: "text/html" } });
    expect(page.status).toBe(404);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.text).toContain("Page not found");
  });

  it("gives the same path a different meaning on the platform and on a store", async () => {
    const onPlatform = await post("/api/login", { email: "owner@example.com", password: "password" }, { host: "localhost" });
    expect(onPlatform.status).toBe(200);
    expect(onPlatform.json.token).toMatch(/^own_/);

    const onStore = await post("/api/login", { email: "owner@example.com", password: "password" }, { host: "demo.localhost" });
    expect(onStore.status).toBe(404);
    expect(onStore.json).toEqual({ success: false, message: "This endpoint does not exist." });

    const infoOnPlatform = await get("/api/get-info-store", { host: "localhost" });
    expect(infoOnPlatform.status).toBe(404);
  });

  it("keeps the internal route trees out of reach by their own paths", async () => {
    for (const [host, path] of [
      ["demo.localhost", "/api/store/get-info-store"],
      ["demo.localhost", "/api/admin/health"],
      ["localhost", "/api/admin/health"],
      ["localhost", "/api/store/get-info-store"],
    ] as const) {
      const reply = await get(path, { host });
      expect(reply.status, `${host}${path}`).toBe(404);
      expect(reply.json.success).toBe(false);
    }
    expect((await get("/storefront", { host: "localhost" })).status).toBe(404);
    expect((await get("/platform", { host: "demo.localhost" })).status).toBe(404);
  });

  it("does not let a client choose its tenant with a header", async () => {
    const honest = await get("/api/get-info-store", { host: "acme.localhost" });
    const spoofs: Record<string, string>[] = [
      { "x-commerce-tenant": "subdomain:acme" },
      { "x-forwarded-host": "acme.localhost" },
      { "x-commerce-tenant": "subdomain:acme", "x-forwarded-host": "acme.localhost", forwarded: "host=acme.localhost" },
    ];
    const demo = await get("/api/get-info-store", { host: "demo.localhost" });
    for (const headers of spoofs) {
      const reply = await get("/api/get-info-store", { host: "demo.localhost", headers });
      expect(reply.json.data).toEqual(demo.json.data);
      expect(reply.json.data.store_name).not.toBe(honest.json.data.store_name);
      // Nor can the platform host be turned into a store.
      const platform = await get("/api/get-info-store", { host: "localhost", headers });
      expect(platform.status).toBe(404);
    }
  });

  it("answers an unknown endpoint with a JSON 404 on both surfaces", async () => {
    for (const host of ["demo.localhost", "localhost"]) {
      const reply = await get("/api/definitely-not-an-endpoint", { host });
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({ success: false, message: "This endpoint does not exist." });
    }
  });

  it("serves the store's storefront page on its subdomain", async () => {
    const info = await get("/api/get-info-store", { host: "demo.localhost" });
    const page = await get("/", { host: "demo.localhost", headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain(info.json.data.store_name.replace(/&/g, "&amp;"));
  });

  it("tags every API answer with a request id", async () => {
    const reply = await get("/api/currency", { host: "demo.localhost" });
    expect(reply.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
