import { describe, expect, it } from "vitest";
import { admitRequest, normalizePath } from "./request-target";

describe("admitRequest", () => {
  it("takes a path with a Host of a host name and an optional port, lower-cased", () => {
    expect(admitRequest("/api/cart/add?x=1", "Demo.Localhost:3000")).toEqual({ url: "/api/cart/add?x=1", host: "demo.localhost:3000" });
    expect(admitRequest("/", "shop.example.org")).toEqual({ url: "/", host: "shop.example.org" });
    expect(admitRequest("/", "[::1]:3000")).toEqual({ url: "/", host: "[::1]:3000" });
    expect(admitRequest("/", "127.0.0.1")).toEqual({ url: "/", host: "127.0.0.1" });
    expect(admitRequest("/", undefined)).toEqual({ url: "/", host: undefined });
  });

  it("refuses a Host that is more than a host name and a port", () => {
    for (const host of [
      "demo.localhost:@evil.example",
      "demo.localhost@evil.example",
      "evil.example/x",
      "demo.localhost:3000:4000",
      "demo.localhost:port",
      "demo localhost",
      "demo.localhost\\@evil.example",
      "a".repeat(300),
    ]) {
      expect(admitRequest("/", host), host).toEqual({ refused: "The Host header is not a host name with an optional port." });
    }
  });

  it("takes an absolute-form target's host instead of the Host header, and keeps its path and query", () => {
    expect(admitRequest("http://evil.example/foo/?a=1", "demo.localhost:3000")).toEqual({ url: "/foo/?a=1", host: "evil.example" });
    expect(admitRequest("HTTP://Demo.localhost:3000/api/currency", "other.localhost")).toEqual({ url: "/api/currency", host: "demo.localhost:3000" });
    expect(admitRequest("http://user:pw@demo.localhost/", "demo.localhost")).toEqual({ refused: "The request target must not carry user information." });
    expect(admitRequest("http://demo.local host/", "demo.localhost")).toEqual({ refused: "The request target is not a valid URL." });
  });

  it("refuses targets that are neither a path nor an absolute URL", () => {
    for (const target of ["*", "demo.localhost:443", "ftp://evil.example/"]) {
      expect(admitRequest(target, "demo.localhost"), target).toEqual({ refused: "The request target is not a path." });
    }
  });

  it("refuses a path that is not valid percent-encoding, and leaves the query to its readers", () => {
    for (const target of ["/uploads/%", "/api/%E0%A4%A", "/api/%zz", "http://evil.example/%C3"]) {
      expect(admitRequest(target, "demo.localhost"), target).toEqual({ refused: "The request path is not valid percent-encoding." });
    }
    expect(admitRequest("/api/search-products?query=%", "demo.localhost")).toEqual({ url: "/api/search-products?query=%", host: "demo.localhost" });
    expect(admitRequest("/api/product-details/caf%C3%A9", "demo.localhost")).toMatchObject({ url: "/api/product-details/caf%C3%A9" });
  });

  it("gives every spelling of a path one: dot segments, encoded dots and repeated slashes resolved, the query left as sent", () => {
    for (const target of [
      "/./api/login-customer",
      "/%2e/api/login-customer",
      "/%2E/api//login-customer",
      "//api/x/../login-customer",
      "/api/.%2e/api/login-customer",
    ]) {
      expect(admitRequest(`${target}?next=/./x`, "demo.localhost"), target).toEqual({ url: "/api/login-customer?next=/./x", host: "demo.localhost" });
    }
  });
});

describe("normalizePath", () => {
  it("resolves dot segments as RFC 3986 does, keeping a trailing slash", () => {
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/a/b/..")).toBe("/a/");
    expect(normalizePath("/a/./")).toBe("/a/");
    expect(normalizePath("/../../a")).toBe("/a");
    expect(normalizePath("/api/product-details/caf%C3%A9")).toBe("/api/product-details/caf%C3%A9");
  });
});
