import { describe, expect, it } from "vitest";
import { isLanguage, textDirection } from "./language";

describe("page language", () => {
  it("knows the three languages and writes Arabic right to left", () => {
    expect(["en", "fr", "ar", "de", 3].map(isLanguage)).toEqual([true, true, true, false, false]);
    expect([textDirection("en"), textDirection("fr"), textDirection("ar")]).toEqual(["ltr", "ltr", "rtl"]);
  });
});
