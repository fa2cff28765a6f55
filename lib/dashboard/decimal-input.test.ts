import { describe, expect, it } from "vitest";
import { readDecimal } from "./decimal-input";

const value = (typed: string) => {
  const reading = readDecimal(typed);
  return reading.ok ? reading.value : reading.reason;
};

describe("readDecimal: numbers as French, Arabic and English owners type them", () => {
  it("takes a decimal comma as a decimal point", () => {
    expect(value("300,50")).toBe("300.50");
    expect(value("300.50")).toBe("300.50");
    expect(value("0,5")).toBe("0.5");
    expect(value(",5")).toBe("0.5");
    expect(value("0,125")).toBe("0.125");
    expect(value(" 42 ")).toBe("42");
    expect(value("-12,5")).toBe("-12.5");
  });

  it("takes thousands grouped by spaces, the no-break spaces Intl writes included", () => {
    expect(value("1 234,5")).toBe("1234.5");
    expect(value("1\u202f234,50")).toBe("1234.50");
    expect(value("12\u00a0345 678")).toBe("12345678");
  });

  it("takes thousands grouped by one mark when the decimals follow the other", () => {
    expect(value("1.234,50")).toBe("1234.50");
    expect(value("1,234.50")).toBe("1234.50");
    expect(value("1.234.567")).toBe("1234567");
  });

  it("refuses a lone mark before three digits, which could be thousands or decimals", () => {
    expect(value("1,234")).toBe("ambiguous");
    expect(value("1.234")).toBe("ambiguous");
    expect(value("999,000")).toBe("ambiguous");
  });

  it("refuses what is not one number", () => {
    for (const typed of ["abc", "1,2,3", "12.34.5", "1.234.5", "1 23,4", "1,234,5", "1.234,567.8", "12,34.56", "1,5€", "--1", "1e3"]) {
      expect(value(typed), typed).toBe("invalid");
    }
  });

  it("leaves an empty field empty", () => {
    expect(value("")).toBe("");
    expect(value("   ")).toBe("");
  });
});
