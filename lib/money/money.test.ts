import { describe, expect, it } from "vitest";
import { amountNumber, amountString, averageAmount, convertAmount, percentOf, rebasedRate, roundAmount, sumAmounts } from "./money";

describe("money", () => {
  it("adds exactly where floats drift", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts(["0.10", "0.20"]).toString()).toBe("0.3");
    expect(amountString(sumAmounts(Array.from({ length: 10 }, () => "0.10")))).toBe("1.00");
  });

  it("rounds half up to two decimals", () => {
    expect(amountString(roundAmount("1.005"))).toBe("1.01");
    expect(amountString(roundAmount("1.004"))).toBe("1.00");
    expect(amountString(roundAmount("2.675"))).toBe("2.68"); // 2.675 as a float rounds to 2.67
    expect(amountString(roundAmount("-1.005"))).toBe("-1.01");
  });

  it("converts with the currency's rate, rounding once", () => {
    expect(amountString(convertAmount("129.00", "0.1"))).toBe("12.90");
    expect(amountString(convertAmount("99.95", "0.092"))).toBe("9.20"); // 9.1954
    expect(amountString(convertAmount("10.00", "1"))).toBe("10.00");
    expect(amountNumber(convertAmount("1234.56", "0.10000000"))).toBe(123.46);
  });

  it("averages exactly, rounding the mean once, and averages nothing to 0", () => {
    expect(amountString(averageAmount("100.00", 3))).toBe("33.33");
    expect(amountString(averageAmount("0.05", 2))).toBe("0.03"); // 0.025, which a float holds as 0.0250000000000000014
    expect(amountString(averageAmount("1000000.01", 1))).toBe("1000000.01");
    expect(amountString(averageAmount("0", 0))).toBe("0.00");
  });

  it("takes percentages exactly", () => {
    expect(amountString(percentOf("249.90", 10))).toBe("24.99");
    expect(amountString(percentOf("0.05", 50))).toBe("0.03");
  });

  it("renders the contract's number and two-decimal string forms", () => {
    expect(amountNumber("12.50")).toBe(12.5);
    expect(amountString(12.5)).toBe("12.50");
  });

  it("rebases rates on a new default currency to 8 decimals, half-up, never to 0", () => {
    // MAD 1, USD 0.1, EUR 0.092: USD becomes the default.
    expect(rebasedRate("0.1", "0.1").toString()).toBe("1");
    expect(rebasedRate("1", "0.1").toString()).toBe("10");
    expect(rebasedRate("0.092", "0.1").toString()).toBe("0.92");
    expect(rebasedRate("1", "3").toString()).toBe("0.33333333");
    expect(rebasedRate("2", "3").toString()).toBe("0.66666667");
    expect(rebasedRate("0.00000001", "1000").toString()).toBe("1e-8");
  });
});
