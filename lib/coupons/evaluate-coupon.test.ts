import { describe, expect, it } from "vitest";
import { Decimal } from "../money/money";
import { evaluateCoupon, type CouponRules } from "./evaluate-coupon";

const now = new Date("2026-06-01T12:00:00Z");
const rules = (over: Partial<CouponRules> = {}): CouponRules => ({
  type: "PERCENTAGE",
  value: new Decimal(10),
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  freeShipping: false,
  isActive: true,
  productIds: [],
  categoryIds: [],
  ...over,
});
const line = (productId: number, subtotal: string, categoryIds: number[] = []) => ({ productId, categoryIds, subtotal: new Decimal(subtotal) });
const unused = { total: 0, byCustomer: 0 };

describe("evaluateCoupon", () => {
  it("takes a percentage of the subtotal, rounded half-up", () => {
    const out = evaluateCoupon(rules(), [line(1, "249.95"), line(2, "100.00")], unused, now);
    expect(out).toMatchObject({ ok: true });
    if (out.ok) {
      expect(out.subtotal.toFixed(2)).toBe("349.95");
      expect(out.discount.toFixed(2)).toBe("35.00"); // 34.995
    }
  });

  it("takes a fixed amount, never more than the eligible subtotal", () => {
    const small = evaluateCoupon(rules({ type: "FIXED", value: new Decimal(50) }), [line(1, "30.00")], unused, now);
    expect(small.ok && small.discount.toFixed(2)).toBe("30.00");
  });

  it("applies a restriction to the eligible lines only", () => {
    const byProduct = evaluateCoupon(rules({ productIds: [2] }), [line(1, "100.00"), line(2, "50.00")], unused, now);
    expect(byProduct.ok && byProduct.discount.toFixed(2)).toBe("5.00");
    const byCategory = evaluateCoupon(rules({ categoryIds: [7] }), [line(1, "100.00", [7]), line(2, "50.00", [8])], unused, now);
    expect(byCategory.ok && byCategory.discount.toFixed(2)).toBe("10.00");
    expect(evaluateCoupon(rules({ productIds: [9] }), [line(1, "100.00")], unused, now)).toEqual({ ok: false, reason: "inapplicable" });
  });

  it("refuses outside its window, past its limits, below its minimum or when switched off", () => {
    const lines = [line(1, "100.00")];
    expect(evaluateCoupon(rules({ isActive: false }), lines, unused, now)).toMatchObject({ ok: false, reason: "inactive" });
    expect(evaluateCoupon(rules({ startsAt: new Date("2026-07-01") }), lines, unused, now)).toMatchObject({ reason: "notStarted" });
    expect(evaluateCoupon(rules({ endsAt: new Date("2026-05-01") }), lines, unused, now)).toMatchObject({ reason: "expired" });
    expect(evaluateCoupon(rules({ usageLimit: 3 }), lines, { total: 3, byCustomer: 0 }, now)).toMatchObject({ reason: "usedUp" });
    expect(evaluateCoupon(rules({ perCustomerLimit: 1 }), lines, { total: 1, byCustomer: 1 }, now)).toMatchObject({ reason: "usedUpByCustomer" });
    expect(evaluateCoupon(rules({ perCustomerLimit: 1 }), lines, { total: 1, byCustomer: null }, now)).toMatchObject({ ok: true });
    expect(evaluateCoupon(rules({ minSubtotal: new Decimal(150) }), lines, unused, now)).toMatchObject({ reason: "minimum" });
  });

  it("carries the free-shipping flag", () => {
    const out = evaluateCoupon(rules({ type: "FIXED", value: new Decimal(0), freeShipping: true }), [line(1, "10.00")], unused, now);
    expect(out).toMatchObject({ ok: true, freeShipping: true });
  });
});
