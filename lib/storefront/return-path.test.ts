import { describe, expect, it } from "vitest";
import { returnPath, signInPath } from "./return-path";

describe("returnPath", () => {
  it("keeps a path of this store, its query included", () => {
    expect(returnPath("/checkout")).toBe("/checkout");
    expect(returnPath("/account/orders/12?x=1")).toBe("/account/orders/12?x=1");
  });

  it("refuses another site, whatever its spelling, for the account page", () => {
    for (const value of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", undefined, null]) {
      expect(returnPath(value)).toBe("/account");
    }
  });

  it("takes the first of repeated parameters", () => {
    expect(returnPath(["/checkout", "//evil.example"])).toBe("/checkout");
  });

  it("is what the sign-in page is given", () => {
    expect(signInPath("/checkout?step=2")).toBe("/sign-in?next=%2Fcheckout%3Fstep%3D2");
  });
});
