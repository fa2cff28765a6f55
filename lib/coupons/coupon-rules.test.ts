import { describe, expect, it } from "vitest";
import { couponIssues, type CouponShape } from "./coupon-rules";

const base: CouponShape = { type: "percentage", value: "10", freeShipping: false, startsAt: null, endsAt: null };
const fields = (coupon: Partial<CouponShape>) => couponIssues({ ...base, ...coupon }).map((issue) => issue.path.join("."));

describe("couponIssues", () => {
  it("takes a percentage up to 100, and any fixed amount above 0", () => {
    expect(fields({ value: "100" })).toEqual([]);
    expect(fields({ value: "100.01" })).toEqual(["value"]);
    expect(fields({ type: "fixed", value: "250.50" })).toEqual([]);
  });

  it("refuses a coupon that takes nothing off, unless it gives free shipping", () => {
    expect(fields({ value: "0" })).toEqual(["value"]);
    expect(fields({ type: "fixed", value: "0.00" })).toEqual(["value"]);
    expect(fields({ type: "fixed", value: "0", freeShipping: true })).toEqual([]);
  });

  it("wants the window to end after it starts", () => {
    const start = new Date("2026-01-01T00:00:00Z");
    expect(fields({ startsAt: start, endsAt: new Date("2026-01-01T00:00:01Z") })).toEqual([]);
    expect(fields({ startsAt: start, endsAt: start })).toEqual(["ends_at"]);
    expect(fields({ startsAt: start, endsAt: new Date("2025-12-31T00:00:00Z") })).toEqual(["ends_at"]);
    expect(fields({ startsAt: null, endsAt: start })).toEqual([]);
  });

  it("speaks the store's language", () => {
    const [issue] = couponIssues({ ...base, value: "101" });
    expect(issue!.message("fr")).toContain("pourcentage");
  });
});
