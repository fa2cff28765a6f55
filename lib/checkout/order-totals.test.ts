import { describe, expect, it } from "vitest";
import { Decimal } from "../money/money";
import { orderCode } from "../orders/order-codes";
import { orderTotals } from "./order-totals";

const line = (subtotal: string, tax: string, shipping: string) => ({ subtotal: new Decimal(subtotal), tax: new Decimal(tax), shipping: new Decimal(shipping) });
const strings = (totals: ReturnType<typeof orderTotals>) => ({
  lineShipping: totals.lineShipping.map((d) => d.toFixed(2)),
  subTotal: totals.subTotal.toFixed(2),
  totalTax: totals.totalTax.toFixed(2),
  totalDelivery: totals.totalDelivery.toFixed(2),
  totalDiscount: totals.totalDiscount.toFixed(2),
  totalPayable: totals.totalPayable.toFixed(2),
});

describe("orderTotals", () => {
  const lines = [line("200.00", "40.00", "30.00"), line("99.90", "0.00", "15.50")];

  it("adds subtotal, tax and delivery and takes the discount off", () => {
    expect(strings(orderTotals(lines, { discount: new Decimal("29.99"), freeShipping: false }))).toEqual({
      lineShipping: ["30.00", "15.50"],
      subTotal: "299.90",
      totalTax: "40.00",
      totalDelivery: "45.50",
      totalDiscount: "29.99",
      totalPayable: "355.41",
    });
  });

  it("ships every line free under a free-shipping coupon", () => {
    expect(strings(orderTotals(lines, { discount: new Decimal(0), freeShipping: true }))).toMatchObject({
      lineShipping: ["0.00", "0.00"],
      totalDelivery: "0.00",
      totalPayable: "339.90",
    });
  });

  it("takes nothing off without a coupon", () => {
    expect(strings(orderTotals(lines, null))).toMatchObject({ totalDiscount: "0.00", totalPayable: "385.40" });
  });
});

describe("orderCode", () => {
  it("writes the UTC year and the number on 6 digits at least", () => {
    expect(orderCode(new Date("2026-12-31T23:30:00Z"), 23)).toBe("ORD-2026-000023");
    expect(orderCode(new Date("2027-01-01T00:00:00Z"), 1234567)).toBe("ORD-2027-1234567");
  });
});
