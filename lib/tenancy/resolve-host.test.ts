import { describe, expect, it } from "vitest";
import { decodeTarget, encodeTarget, isApiPath, resolveHost } from "./resolve-host";

describe("resolveHost", () => {
  it("sends the root domain to the platform, on any port", () => {
    expect(resolveHost("localhost", "localhost")).toEqual({ surface: "platform" });
    expect(resolveHost("localhost:3000", "localhost")).toEqual({ surface: "platform" });
    expect(resolveHost("Shops.Example.COM.", "shops.example.com")).toEqual({ surface: "platform" });
    expect(resolveHost("www.shops.example.com", "shops.example.com")).toEqual({ surface: "platform" });
  });

  it("sends a subdomain of the root to that store, on any port", () => {
    expect(resolveHost("demo.localhost:3000", "localhost")).toEqual({ surface: "store", subdomain: "demo" });
    expect(resolveHost("ACME.shops.example.com", "shops.example.com")).toEqual({ surface: "store", subdomain: "acme" });
    expect(resolveHost("my-shop.localhost:80", "localhost")).toEqual({ surface: "store", subdomain: "my-shop" });
  });

  it("treats any other name as a custom domain", () => {
    expect(resolveHost("boutique.example.org", "localhost")).toEqual({ surface: "store", domain: "boutique.example.org" });
    expect(resolveHost("shop.example.org:8443", "shops.example.com")).toEqual({ surface: "store", domain: "shop.example.org" });
    // Two labels under the root are not a subdomain store; only a custom domain could match.
    expect(resolveHost("a.b.localhost", "localhost")).toEqual({ surface: "store", domain: "a.b.localhost" });
    // A name that merely ends like the root is not under it.
    expect(resolveHost("evillocalhost", "localhost")).toEqual({ surface: "store", domain: "evillocalhost" });
  });

  it("names no store for a Host that is not a host name and a port (the server refuses it before)", () => {
    expect(resolveHost("demo.localhost:@evil.example", "localhost")).toEqual({ surface: "store", domain: "" });
  });

  it("sends addresses and a missing host to the platform", () => {
    expect(resolveHost("127.0.0.1:3000", "localhost")).toEqual({ surface: "platform" });
    expect(resolveHost("[::1]:3000", "localhost")).toEqual({ surface: "platform" });
    expect(resolveHost(null, "localhost")).toEqual({ surface: "platform" });
    expect(resolveHost("", "localhost")).toEqual({ surface: "platform" });
  });

  it("round-trips through the proxy header", () => {
    for (const host of ["localhost", "demo.localhost", "shop.example.org"]) {
      const target = resolveHost(host, "localhost");
      expect(decodeTarget(encodeTarget(target))).toEqual(target);
    }
    expect(decodeTarget(null)).toEqual({ surface: "platform" });
    expect(decodeTarget("garbage")).toEqual({ surface: "platform" });
  });
});

describe("isApiPath", () => {
  it("is /api and what lies below it, with or without a query", () => {
    for (const path of ["/api", "/api/", "/api/cart/add", "/api?x=1"]) expect(isApiPath(path), path).toBe(true);
    for (const path of ["/", "/apis", "/apifoo", "/shop/api", "/uploads/api"]) expect(isApiPath(path), path).toBe(false);
  });
});
