import { describe, expect, it } from "vitest";
import { valueKeyOf, valuesOfKey, variantKeyOf, variantLabel } from "./variant-selection";

const size = { id: 31, name: "L", attributeId: 2, attributeName: "Size" };
const material = { id: 12, name: "Linen", attributeId: 3, attributeName: "Material" };

describe("a variant's key and label", () => {
  it("key a color's row by the color, then the sorted values", () => {
    expect(variantKeyOf([31, 12], 4)).toBe("c4-12-31");
    expect(variantKeyOf([], 4)).toBe("c4");
    expect(variantKeyOf([31, 12])).toBe("12-31");
    expect(variantKeyOf([], null)).toBe("");
  });

  it("give the values' part of a key, as the contract names a variant", () => {
    expect(valueKeyOf("c4-12-31")).toBe("12-31");
    expect(valueKeyOf("c4")).toBe("");
    expect(valueKeyOf("12-31")).toBe("12-31");
    const values = new Map([size, material].map((v) => [v.id, v]));
    expect(valuesOfKey("c14-12-31", values)).toEqual([material, size]);
  });

  it("name the color first", () => {
    expect(variantLabel([size], { name: "Camel" })).toBe("Color: Camel, Size: L");
    expect(variantLabel([], { name: "Camel" })).toBe("Color: Camel");
    expect(variantLabel([size])).toBe("Size: L");
  });

  it("say the color in the store's language, the owner's attribute names as they are", () => {
    expect(variantLabel([size], { name: "Camel" }, "fr")).toBe("Couleur: Camel, Size: L");
    expect(variantLabel([], { name: "Noir" }, "ar")).toBe("اللون: Noir");
  });
});
