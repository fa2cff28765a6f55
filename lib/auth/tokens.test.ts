import { describe, expect, it } from "vitest";
import { bearerSecret, hashToken, newTokenSecret, tokenExpiry } from "./tokens";

describe("access tokens", () => {
  it("are long random secrets, prefixed by kind", () => {
    const a = newTokenSecret("CUSTOMER");
    const b = newTokenSecret("CUSTOMER");
    expect(a).toMatch(/^cus_[A-Za-z0-9_-]{43}$/);
    expect(newTokenSecret("OWNER")).toMatch(/^own_/);
    expect(a).not.toBe(b);
  });

  it("are stored as a SHA-256 hex digest, never as themselves", () => {
    const secret = newTokenSecret("OWNER");
    expect(hashToken(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(secret)).toBe(hashToken(secret));
    expect(hashToken(secret)).not.toContain(secret);
  });

  it("expire after their lifetime", () => {
    expect(tokenExpiry(new Date("2026-01-01T00:00:00Z"), 3600).toISOString()).toBe("2026-01-01T01:00:00.000Z");
  });

  it("are read from a Bearer authorization header only", () => {
    expect(bearerSecret("Bearer abc.def")).toBe("abc.def");
    expect(bearerSecret("bearer   abc ")).toBe("abc");
    expect(bearerSecret("Basic abc")).toBeUndefined();
    expect(bearerSecret("Bearer")).toBeUndefined();
    expect(bearerSecret(null)).toBeUndefined();
  });
});
