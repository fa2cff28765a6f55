import { describe, expect, it } from "vitest";
import { get } from "../support/http";

describe("the customer API reference", () => {
  it("serves the OpenAPI document of the store's API", async () => {
    const reply = await get("/api/openapi.json");
    expect(reply.status).toBe(200);
    expect(reply.json.openapi).toBe("3.1.0");
    expect(reply.json.servers[0].url).toMatch(/^http:\/\/demo\.localhost:\d+\/api$/);
    expect(Object.keys(reply.json.paths)).toEqual(expect.arrayContaining(["/login-customer", "/user-customer", "/currency"]));
  });

  it("serves a reference page with its assets from the app itself", async () => {
    const page = await get("/api/docs", { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.text).toContain("/api/openapi.json");
    for (const asset of ["swagger-ui-bundle.js", "swagger-ui.css"]) {
      const reply = await get(`/api/docs/${asset}`);
      expect(reply.status, asset).toBe(200);
      expect(reply.text.length).toBeGreaterThan(1000);
    }
    expect((await get("/api/docs/../../package.json")).status).toBe(404);
    expect((await get("/api/docs/secret.txt")).status).toBe(404);
  });
});
