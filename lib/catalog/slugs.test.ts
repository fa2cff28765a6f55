import { describe, expect, it } from "vitest";
import { firstFreeSlug, slugify } from "./slugs";

describe("slugs made from names", () => {
  it("keep Latin letters and digits, lower-case and without accents, joined by single hyphens", () => {
    expect(slugify("Théière « Atlas » 12 cl")).toBe("theiere-atlas-12-cl");
    expect(slugify("  --Tajine_de   Fès!!  ")).toBe("tajine-de-fes");
    expect(slugify("Crème brûlée & Œufs, Straße")).toBe("creme-brulee-oeufs-strasse");
  });

  it("are empty for a name without a Latin letter or digit, and never longer than 180 characters", () => {
    expect(slugify("طاجين")).toBe("");
    expect(slugify("!!!")).toBe("");
    const long = slugify(`${"a".repeat(179)} bcd`);
    expect(long).toBe("a".repeat(179));
    expect(slugify("x".repeat(500))).toHaveLength(180);
  });

  it("are numbered from 2 when the store has them", () => {
    expect(firstFreeSlug("mug", [])).toBe("mug");
    expect(firstFreeSlug("mug", ["mug-2"])).toBe("mug");
    expect(firstFreeSlug("mug", ["mug", "mug-2", "mug-4"])).toBe("mug-3");
    expect(firstFreeSlug("mug", ["mug", "mug-big"])).toBe("mug-2");
  });
});
