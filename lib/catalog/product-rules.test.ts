import { describe, expect, it } from "vitest";
import { productRuleIssues, type ProductState } from "./product-rules";

const standard: ProductState = {
  kind: "standard",
  price: "100.00",
  min_item_on_purchase: 1,
  max_item_on_purchase: 10,
  discount_type: 0,
  discount_amount: null,
  attributes: [],
  colors: [],
  variants: [],
  option_groups: [],
};
const sized: ProductState = {
  ...standard,
  attributes: [
    { name: "Size", values: ["S", "M"] },
    { name: "Material", values: ["Wool"] },
  ],
  variants: [
    { values: { Size: "S", Material: "Wool" }, price: "90.00" },
    { values: { Material: "Wool", Size: "M" }, price: "95.00" },
  ],
};

/** The broken rules as `path: message` in English. */
const broken = (product: ProductState, stockSent = false) => productRuleIssues(product, stockSent).map((i) => `${i.path.join(".")}: ${i.message("en")}`);

describe("the rules between a product's fields", () => {
  it("keep a product that follows them", () => {
    expect(broken(standard, true)).toEqual([]);
    expect(broken(sized)).toEqual([]);
    expect(broken({ ...standard, discount_type: 1, discount_amount: "100" })).toEqual([]);
    expect(broken({ ...standard, discount_type: 0, discount_amount: "0" })).toEqual([]);
  });

  it("refuse a minimum per order above the maximum", () => {
    expect(broken({ ...standard, min_item_on_purchase: 11 })).toEqual(["min_item_on_purchase: The minimum per order cannot be above the maximum per order."]);
  });

  it("refuse a discount without a type or an amount, a percentage above 100, and a fixed amount above the lowest price", () => {
    expect(broken({ ...standard, discount_amount: "5" })).toEqual(["discount_amount: Choose a discount type for this amount, or send no amount."]);
    expect(broken({ ...standard, discount_type: 2 })).toEqual(["discount_amount: A discount needs an amount above 0."]);
    expect(broken({ ...standard, discount_type: 1, discount_amount: "0" })).toEqual(["discount_amount: A discount needs an amount above 0."]);
    expect(broken({ ...standard, discount_type: 2, discount_amount: "100.01" })).toEqual(["discount_amount: A percentage discount cannot be above 100."]);
    expect(broken({ ...standard, discount_type: 2, discount_amount: "150" }).length).toBe(1);
    expect(broken({ ...standard, discount_type: 1, discount_amount: "100.01" })).toEqual(["discount_amount: The discount cannot be above the price (100.00)."]);
    expect(broken({ ...sized, discount_type: 1, discount_amount: "90.01" })).toEqual(["discount_amount: The discount cannot be above the price (90.00)."]);
  });

  it("keep option groups to customizable products, and colors, attributes and variants to standard ones", () => {
    const group = {
      name: "Size",
      translations: {},
      min_options: 1,
      max_options: 1,
      options: [{ name: "S", translations: {}, price: "0", stock: 1, qty_max: 1, text_label: null, text_max_length: null }],
    };
    expect(broken({ ...standard, option_groups: [group] })).toEqual(["option_groups: Only a customizable product has option groups."]);
    expect(broken({ ...standard, kind: "customizable", option_groups: [group] })).toEqual([]);
    const color = { name: "Red", code: "#f00", image_id: null };
    expect(broken({ ...sized, kind: "customizable", colors: [color] }).map((issue) => issue.split(":")[0])).toEqual(["colors", "attributes", "variants"]);
  });

  it("refuse variants that do not name one offered value of each attribute, or name a combination twice", () => {
    const names = "A variant names one value of each of the product's attributes (Size, Material).";
    expect(broken({ ...sized, variants: [{ values: { Size: "S" }, price: "1" }] })).toEqual([`variants.0.values: ${names}`]);
    expect(broken({ ...sized, variants: [{ values: { Size: "XL", Material: "Wool" }, price: "1" }] })).toEqual([`variants.0.values: ${names}`]);
    expect(broken({ ...sized, variants: [{ values: { Size: "S", Material: "Wool", Color: "Red" }, price: "1" }] })).toEqual([`variants.0.values: ${names}`]);
    expect(broken({ ...sized, variants: [...sized.variants, { values: { Material: "Wool", Size: "S" }, price: "1" }] })).toEqual([
      "variants.2.values: Each combination of values may be given once.",
    ]);
  });

  it("refuse variants without attributes, attributes without variants, an attribute twice, and the product's own stock beside variants", () => {
    expect(broken({ ...standard, variants: sized.variants })).toEqual(["variants: Variants need the attributes whose values they name."]);
    expect(broken({ ...sized, variants: [] })).toEqual(["attributes: Attributes need variants: give a price and stock for each combination sold."]);
    expect(broken({ ...sized, attributes: [...sized.attributes, { name: "Size", values: ["L"] }] })).toContain(
      "attributes.2.name: Each attribute may be given once.",
    );
    expect(broken(sized, true)).toEqual(["stock: A product with variants keeps its stock on each variant."]);
  });

  it("refuse an option group whose minimum is above its maximum, or whose maximum is above its options", () => {
    const option = { name: "Cheese", translations: {}, price: "1", stock: 5, qty_max: 1, text_label: null, text_max_length: null };
    const group = { name: "Toppings", translations: {}, min_options: 3, max_options: 2, options: [option, option] };
    expect(broken({ ...standard, kind: "customizable", option_groups: [group] })).toEqual([
      "option_groups.0.min_options: The minimum of options cannot be above the maximum.",
    ]);
    expect(broken({ ...standard, kind: "customizable", option_groups: [{ ...group, min_options: 0, max_options: 3 }] })).toEqual([
      "option_groups.0.max_options: The maximum of options cannot be above the number of options (2).",
    ]);
  });

  it("speak the store's language", () => {
    const [issue] = productRuleIssues({ ...standard, min_item_on_purchase: 11 }, false);
    expect(issue!.message("fr")).toBe("Le minimum par commande ne peut pas dépasser le maximum par commande.");
    expect(issue!.message("ar")).toBe("لا يمكن أن يتجاوز الحد الأدنى للطلب الحد الأقصى للطلب.");
  });

  it("make color x values one variant: a color's rows, a color of the product, each combination once", () => {
    const colors = [
      { name: "Noir", code: "#111111", image_id: null },
      { name: "Camel", code: "#c19a6b", image_id: null },
    ];
    const size = [{ name: "Size", values: ["M", "L"] }];
    const colored: ProductState = {
      ...standard,
      colors,
      attributes: size,
      variants: [
        { color: "Noir", values: { Size: "L" }, price: "100.00" },
        { color: "Camel", values: { Size: "L" }, price: "120.00" },
      ],
    };
    expect(broken(colored)).toEqual([]);
    expect(broken({ ...standard, colors, variants: [{ color: "Camel", values: {}, price: "90.00" }] })).toEqual([]);
    expect(broken({ ...colored, variants: [{ color: "Beige", values: { Size: "L" }, price: "100.00" }] })).toEqual([
      "variants.0.color: A variant's color is one of the product's colors.",
    ]);
    expect(broken({ ...colored, variants: [{ values: { Size: "L" }, price: "100.00" }, colored.variants[1]!] })).toEqual([
      "variants: Either every variant names one of the product's colors, or none does.",
    ]);
    expect(broken({ ...colored, variants: [colored.variants[1]!, colored.variants[1]!] })).toEqual([
      "variants.1.values: Each combination of values may be given once.",
    ]);
    // Without colors named, the colors share each variant's row, as before colors were variants.
    expect(broken({ ...colored, variants: [{ values: { Size: "L" }, price: "100.00" }] })).toEqual([]);
  });
});
