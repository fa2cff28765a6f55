import { describe, expect, it } from "vitest";
import { Decimal } from "../money/money";
import { chooseOptions, optionsKey, optionsLabel, optionsPrice, type OfferedGroup } from "./option-choice";

const option = (id: number, name: string, price: string, more: Partial<OfferedGroup["options"][number]> = {}) => ({
  id,
  name,
  price: new Decimal(price),
  stock: 5,
  textLabel: null,
  textMaxLength: null,
  ...more,
});

const groups: OfferedGroup[] = [
  { id: 1, name: "Size", minOptions: 1, maxOptions: 1, options: [option(11, "Small", "0"), option(12, "Large", "150")] },
  {
    id: 2,
    name: "Extras",
    minOptions: 0,
    maxOptions: 2,
    options: [
      option(21, "Personal message", "90", { textLabel: "Message", textMaxLength: 20 }),
      option(22, "Gift wrap", "30", { stock: 1 }),
      option(23, "Ribbon", "12.50", { stock: 0 }),
    ],
  },
];

describe("chooseOptions", () => {
  it("takes the options in the owner's order with their texts, trimmed, and prices them over the base", () => {
    const result = chooseOptions(groups, { options: [21, 12], optionTexts: { "21": "  Pour Amina " } });
    expect(result).toEqual({
      chosen: [
        { id: 12, name: "Large", price: new Decimal(150), text: null },
        { id: 21, name: "Personal message", price: new Decimal(90), text: "Pour Amina" },
      ],
    });
    if (!("chosen" in result)) throw new Error("refused");
    expect(optionsPrice(result.chosen).toFixed(2)).toBe("240.00");
    expect(optionsLabel(result.chosen)).toBe('Large, Personal message: "Pour Amina"');
    expect(optionsKey(result.chosen)).toMatch(/^:o12-21:t[0-9a-f]{64}$/);
  });

  it("refuses a group below its minimum or above its maximum, naming it", () => {
    expect(chooseOptions(groups, { options: [21], optionTexts: { 21: "x" } })).toEqual({ refusal: { key: "groupMin", params: { group: "Size", min: 1 } } });
    expect(chooseOptions(groups, { options: [11, 12] })).toEqual({ refusal: { key: "groupMax", params: { group: "Size", max: 1 } } });
    const three = { ...groups[1]!, maxOptions: 1 };
    expect(chooseOptions([groups[0]!, three], { options: [11, 22, 21], optionTexts: { 21: "x" } })).toEqual({
      refusal: { key: "groupMax", params: { group: "Extras", max: 1 } },
    });
  });

  it("lets a quote go short of a minimum, never over a maximum", () => {
    expect(chooseOptions(groups, {}, false)).toEqual({ chosen: [] });
    expect(chooseOptions(groups, { options: [11, 12] }, false)).toMatchObject({ refusal: { key: "groupMax" } });
  });

  it("refuses an unknown option, a sold-out one, and texts missing, too long or not asked for", () => {
    expect(chooseOptions(groups, { options: [11, 99] })).toEqual({ refusal: { key: "optionUnknown", params: {} } });
    expect(chooseOptions(groups, { options: [11], optionTexts: { 99: "x" } })).toEqual({ refusal: { key: "optionUnknown", params: {} } });
    expect(chooseOptions(groups, { options: [11, 23] })).toEqual({ refusal: { key: "optionSoldOut", params: { option: "Ribbon" } } });
    expect(chooseOptions(groups, { options: [11, 21] })).toEqual({ refusal: { key: "textMissing", params: { option: "Personal message" } } });
    expect(chooseOptions(groups, { options: [11, 21], optionTexts: { 21: "   " } })).toMatchObject({ refusal: { key: "textMissing" } });
    expect(chooseOptions(groups, { options: [11, 21], optionTexts: { 21: "x".repeat(21) } })).toEqual({
      refusal: { key: "textTooLong", params: { option: "Personal message", max: 20 } },
    });
    // Twenty characters as a shopper counts them, an emoji being one.
    expect(chooseOptions(groups, { options: [11, 21], optionTexts: { 21: `${"é".repeat(19)}🎁` } })).toHaveProperty("chosen");
    expect(chooseOptions(groups, { options: [11, 22], optionTexts: { 22: "x" } })).toEqual({
      refusal: { key: "textNotTaken", params: { option: "Gift wrap" } },
    });
    expect(chooseOptions(groups, { options: [11], optionTexts: { 21: "x" } })).toEqual({
      refusal: { key: "textNotTaken", params: { option: "Personal message" } },
    });
  });

  it("keys no options as the line without them, and other texts as another line", () => {
    expect(optionsKey([])).toBe("");
    expect(optionsKey([{ id: 21, text: "A" }])).not.toBe(optionsKey([{ id: 21, text: "B" }]));
    expect(optionsKey([{ id: 21, text: "A" }])).toBe(optionsKey([{ id: 21, text: "A" }]));
    expect(optionsKey([{ id: 22, text: null }])).toBe(":o22");
    // Long texts keep a short key (its unique index takes a few kilobytes at most).
    expect(optionsKey([{ id: 21, text: "x".repeat(1000) }]).length).toBe(":o21:t".length + 64);
  });
});
