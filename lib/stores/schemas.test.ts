import { describe, expect, it } from "vitest";
import { conversionRateField, currencyCode, customDomainField, subdomainField, timeZoneField } from "./schemas";

const ok = (schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, value: unknown) => schema.safeParse(value).data;
const refused = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => !schema.safeParse(value).success;

describe("the store settings' fields", () => {
  it("takes subdomains of 3 to 40 lower-case letters, digits and inner hyphens, lower-casing what is sent", () => {
    expect(ok(subdomainField, " My-Shop2 ")).toBe("my-shop2");
    expect(ok(subdomainField, "abc")).toBe("abc");
    expect(ok(subdomainField, "a".repeat(40))).toBe("a".repeat(40));
    for (const bad of ["ab", "a".repeat(41), "-shop", "shop-", "my_shop", "my.shop", "café", ""]) expect(refused(subdomainField, bad)).toBe(true);
  });

  it("takes ISO 4217 codes that Intl knows, upper-cased", () => {
    expect(ok(currencyCode, "mad")).toBe("MAD");
    expect(ok(currencyCode, "EUR")).toBe("EUR");
    for (const bad of ["XYZ", "EURO", "E1R", ""]) expect(refused(currencyCode, bad)).toBe(true);
  });

  it("takes IANA zone names in Intl's spelling, never offsets", () => {
    expect(ok(timeZoneField, "Africa/Casablanca")).toBe("Africa/Casablanca");
    expect(ok(timeZoneField, "africa/casablanca")).toBe("Africa/Casablanca");
    expect(ok(timeZoneField, "UTC")).toBe("UTC");
    for (const bad of ["Mars/Olympus", "+01:00", "GMT+1/x", "", "Europe/Paris; DROP"]) expect(refused(timeZoneField, bad)).toBe(true);
  });

  it("takes rates above 0 with at most 8 decimals, as exact text", () => {
    expect(ok(conversionRateField, 0.092)).toBe("0.092");
    expect(ok(conversionRateField, "10.12345678")).toBe("10.12345678");
    for (const bad of [0, "0.000", -1, "1.123456789", "1e3", "abc", "12345678901"]) expect(refused(conversionRateField, bad)).toBe(true);
  });

  it("takes host names of two labels or more, lower-cased, without the trailing dot; not addresses", () => {
    expect(ok(customDomainField, "Shop.Example.COM.")).toBe("shop.example.com");
    expect(ok(customDomainField, "my-shop.ma")).toBe("my-shop.ma");
    for (const bad of [
      "localhost",
      "192.168.1.1",
      "-shop.example",
      "shop..example",
      "shop example.com",
      "https://shop.example",
      "shop.example/x",
      `${"a".repeat(64)}.com`,
    ]) {
      expect(refused(customDomainField, bad)).toBe(true);
    }
  });
});
