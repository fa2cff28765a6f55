import { describe, expect, it } from "vitest";
import { addressBlock } from "./client";

describe("addressBlock", () => {
  it("counts an IPv4 address as itself, also when a dual-stack socket writes it as IPv6", () => {
    expect(addressBlock("203.0.113.5")).toBe("203.0.113.5");
    expect(addressBlock("::ffff:203.0.113.5")).toBe("203.0.113.5");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const block = "2001:db8:aa:bcd::/64";
    for (const address of ["2001:db8:aa:bcd::1", "2001:0db8:00aa:0bcd:ffff:1:2:3", "2001:DB8:AA:BCD:0:0:0:9"])
      expect(addressBlock(address), address).toBe(block);
    expect(addressBlock("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBlock("2001:db8:0:1::1")).not.toBe(addressBlock("2001:db8:0:2::1"));
  });
});
