import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadEnv } from "../env";
import { corsHeaders, preflightHeaders } from "./cors";

const configure = (settings: Record<string, string>) => {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  reloadEnv();
};
afterEach(() => {
  vi.unstubAllEnvs();
  reloadEnv();
});

describe("CORS by default", () => {
  it("lets pages of any origin read the customer API, without credentials", () => {
    expect(corsHeaders("store", "https://shop.example")).toEqual({
      "access-control-allow-origin": "*",
      "access-control-expose-headers": "retry-after, x-request-id, x-total-count",
    });
    expect(preflightHeaders("store", "https://shop.example", "post")).toEqual({
      "access-control-allow-origin": "*",
      "access-control-expose-headers": "retry-after, x-request-id, x-total-count",
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "authorization, content-type, store-currency",
      "access-control-max-age": "7200",
    });
  });

  it("lets no page of another origin read the administration API", () => {
    expect(corsHeaders("admin", "https://dashboard.example")).toEqual({});
    expect(preflightHeaders("admin", "https://dashboard.example", "POST")).toBeUndefined();
  });

  it("adds nothing to a request without an Origin, and answers no OPTIONS that is not a preflight", () => {
    expect(corsHeaders("store", null)).toEqual({});
    expect(preflightHeaders("store", "https://shop.example", null)).toBeUndefined();
    expect(preflightHeaders("store", "https://shop.example", "POST, GET")).toBeUndefined();
  });
});

describe("CORS restricted by CORS_ORIGINS and ADMIN_CORS_ORIGINS", () => {
  it("names a listed origin, and every answer varies by Origin", () => {
    configure({ CORS_ORIGINS: "https://shop.example, https://App.Example:8443/", ADMIN_CORS_ORIGINS: "https://dashboard.example" });
    expect(corsHeaders("store", "https://app.example:8443")).toMatchObject({ "access-control-allow-origin": "https://app.example:8443", vary: "Origin" });
    expect(corsHeaders("store", "https://evil.example")).toEqual({ vary: "Origin" });
    expect(preflightHeaders("store", "https://evil.example", "POST")).toBeUndefined();
    expect(preflightHeaders("admin", "https://dashboard.example", "DELETE")).toMatchObject({
      "access-control-allow-origin": "https://dashboard.example",
      "access-control-allow-methods": "DELETE",
      vary: "Origin",
    });
    expect(corsHeaders("admin", "https://shop.example")).toEqual({ vary: "Origin" });
  });

  it("refuses at start-up a list holding anything but origins", () => {
    for (const list of ["*", "shop.example", "https://shop.example/path", "https://shop.example,ftp://x"]) {
      vi.stubEnv("CORS_ORIGINS", list);
      expect(() => reloadEnv(), list).toThrow(/CORS_ORIGINS/);
    }
  });
});
