import { describe, expect, it } from "vitest";
import { skeleton } from "./subdomains";

describe("skeleton", () => {
  it("makes one of the characters that read alike, and drops hyphens", () => {
    for (const alike of ["demo", "dem0", "d-emo", "de-m-o"]) expect(skeleton(alike), alike).toBe(skeleton("demo"));
    for (const alike of ["acme", "acrne", "ac-me"]) expect(skeleton(alike), alike).toBe(skeleton("acme"));
    for (const alike of ["milo", "mi1o", "m1lo", "mllo", "rnilo"]) expect(skeleton(alike), alike).toBe(skeleton("milo"));
    expect(skeleton("vvine")).toBe(skeleton("wine"));
    expect(skeleton("5hop")).toBe(skeleton("shop"));
  });

  it("keeps names that read apart apart", () => {
    expect(skeleton("demo")).not.toBe(skeleton("memo"));
    expect(skeleton("acme")).not.toBe(skeleton("acne"));
  });
});
