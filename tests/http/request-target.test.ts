import { describe, expect, inject, it } from "vitest";
import { get, loginCustomer, origin, rawRequest } from "../support/http";

// The request line and the Host header are checked where every request comes in, before either
// way of serving it: what is refused is a 400 in the API's JSON shape, and what is taken makes
// absolute URLs and redirects only from a host the rules accept.

const port = () => inject("server").port;
const HOSTS = ["demo.localhost", "localhost"];

describe("a path that is not valid percent-encoding", () => {
  it("is a 400 in the API's JSON shape on both hosts, never a plain-text 500", async () => {
    for (const host of HOSTS) {
      for (const path of ["/uploads/%", "/api/%E0%A4%A", "/api/product-details/%zz", "/%C3"]) {
        const reply = await get(path, { host });
        expect(reply.status, `${host}${path}: ${reply.text.slice(0, 200)}`).toBe(400);
        expect(reply.headers["content-type"]).toBe("application/json");
        expect(reply.json).toEqual({ success: false, message: "The request path is not valid percent-encoding." });
        expect(reply.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
  });
});

describe("the Host header", () => {
  it("is refused with a 400 when it is more than a host name and a port, on every path", async () => {
    for (const path of ["/api/get-info-store", "/", "/api/health", "/uploads/x.png"]) {
      for (const host of [`demo.localhost:@evil.example`, `demo.localhost:${port()}@evil.example`, "demo.localhost/x", `demo.localhost:${port()}:1`]) {
        const reply = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
        expect(reply.status, `${host} ${path}`).toBe(400);
        expect(JSON.parse(reply.text)).toEqual({ success: false, message: "The Host header is not a host name with an optional port." });
        expect(reply.text).not.toContain("evil.example");
      }
    }
  });

  it("makes absolute URLs from the host as resolved, not as sent", async () => {
    const info = await get("/api/get-info-store", { host: "DEMO.Localhost" });
    expect(info.status).toBe(200);
    expect(info.json.data.logo_light).toMatch(new RegExp(`^${origin()}/uploads/`));
    const token = await loginCustomer();
    const orders = await get("/api/order", { host: "Demo.LOCALHOST", token });
    expect(orders.json.meta.path).toBe(`${origin()}/api/order`);
  });
});

describe("an absolute-form request target", () => {
  const absolute = (target: string, host = `demo.localhost:${port()}`) => rawRequest(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

  it("never redirects to the host it names", async () => {
    for (const target of [
      "http://evil.example/",
      "http://evil.example/foo/",
      "http://evil.example/api/get-info-store/",
      "https://evil.example/_next/static/x/",
    ]) {
      const reply = await absolute(target);
      // A redirect, if any (Next drops a trailing slash), stays on the host it was asked of.
      if (reply.headers.location) expect(reply.headers.location, target).toMatch(/^\/(?!\/)/);
      expect(reply.text, target).not.toContain("evil.example");
    }
  });

  it("is served for the host it names, as RFC 9112 says, and that host's own rules apply", async () => {
    const demo = await absolute(`http://demo.localhost:${port()}/api/get-info-store`, "acme.localhost");
    expect(demo.status).toBe(200);
    expect(demo.text).toContain(`"logo_light":"${origin()}/uploads/`);
    const unknown = await absolute("http://evil.example/api/get-info-store");
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({ success: false, message: "Store not found." });
    expect((await absolute(`http://demo.localhost:${port()}@evil.example/`)).status).toBe(400);
  });
});
