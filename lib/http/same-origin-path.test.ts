import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./same-origin-path";

describe("sameOriginPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(sameOriginPath("/dashboard/orders?page=2#top")).toBe("/dashboard/orders?page=2#top");
    expect(sameOriginPath("/")).toBe("/");
  });

  it("refuses whatever a browser would take to another site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example/x",
      "\\\\evil.example",
      "/\t/evil.example/x",
      "/\n/evil.example/x",
      "/\r\n/evil.example/x",
      "/x\u0000",
      "/a/..//evil.example",
      "/%2e%2e//evil.example",
      "javascript:alert(1)",
      "evil.example",
      "not a url",
      "",
      null,
      undefined,
    ]) {
      expect(sameOriginPath(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it("takes an absolute URL of the given origin as its path, and no other origin's", () => {
    const origin = "http://localhost:3000";
    expect(sameOriginPath("http://localhost:3000/dashboard?x=1", origin)).toBe("/dashboard?x=1");
    expect(sameOriginPath("http://localhost:3000", origin)).toBe("/");
    expect(sameOriginPath("http://localhost:3000.evil.example/", origin)).toBeUndefined();
    expect(sameOriginPath("http://localhost:30000/", origin)).toBeUndefined();
    expect(sameOriginPath("http://6.6.6.6/dashboard", origin)).toBeUndefined();
  });
});
