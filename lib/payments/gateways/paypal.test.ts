import { describe, expect, it } from "vitest";
import { Decimal } from "../../money/money";
import { GatewayRefused } from "./gateway";
import { paypalCharge, paypalValue } from "./paypal";

// The demo store's: MAD is the default; 1 MAD is 0.1 USD and 0.092 EUR.
const rates = new Map([
  ["MAD", new Decimal(1)],
  ["USD", new Decimal("0.1")],
  ["EUR", new Decimal("0.092")],
]);

describe("PayPal amounts", () => {
  it("sends a currency PayPal takes as it is", () => {
    expect(paypalCharge({ amount: new Decimal("49.90"), currency: "USD" }, "EUR", rates)).toEqual({ amount: new Decimal("49.90"), currency: "USD" });
  });

  it("converts a currency PayPal does not take (MAD) into the settlement currency, EUR unless set, at the store's rates", () => {
    expect(paypalCharge({ amount: new Decimal("1000.00"), currency: "MAD" }, null, rates)).toEqual({ amount: new Decimal("92.00"), currency: "EUR" });
    expect(paypalCharge({ amount: new Decimal("333.33"), currency: "MAD" }, "usd", rates)).toEqual({ amount: new Decimal("33.33"), currency: "USD" });
  });

  it("converts between two currencies through their rates to the default, rounding once", () => {
    // 100 X at 4 X per MAD is 25 MAD, 2.30 EUR; the cross rate 0.092 / 4 = 0.023 gives the same, rounded once.
    const withX = new Map([...rates, ["XOF", new Decimal("4")]]);
    expect(paypalCharge({ amount: new Decimal("100.00"), currency: "XOF" }, "EUR", withX)).toEqual({ amount: new Decimal("2.30"), currency: "EUR" });
  });

  it("refuses when the settlement currency has no rate in the store, or PayPal does not take it either", () => {
    expect(() => paypalCharge({ amount: new Decimal("10"), currency: "MAD" }, "GBP", rates)).toThrow(GatewayRefused);
    expect(() => paypalCharge({ amount: new Decimal("10"), currency: "MAD" }, "MAD", rates)).toThrow(GatewayRefused);
  });

  it("writes two decimals, none for the currencies PayPal counts without", () => {
    expect(paypalValue(new Decimal("12.5"), "EUR")).toBe("12.50");
    expect(paypalValue(new Decimal("1500.40"), "JPY")).toBe("1500");
  });
});
