import { createHash } from "node:crypto";
import { sumAmounts, type Decimal } from "../money/money";

// The options a shopper chose for a customizable product, checked against what the product offers:
// each group's minimum and maximum, options of this product only and in stock, and the text an
// option asks for (an engraving, a message) within the owner's length. Options are priced on top of
// the base price as Shopify prices a line item's paid properties; they are line properties, not
// variants, so their label follows the variant's on the line.

export type OfferedOption = {
  id: number;
  name: string;
  price: Decimal;
  stock: number;
  textLabel: string | null;
  textMaxLength: number | null;
};
export type OfferedGroup = { id: number; name: string; minOptions: number; maxOptions: number; options: OfferedOption[] };

/** An option as the line keeps it: its price in the store's default currency, its text or null. */
export type ChosenOption = { id: number; name: string; price: Decimal; text: string | null };

/** What the shopper posted: option ids, and the text typed for some of them, keyed by option id. */
export type PostedOptions = { options?: number[] | null; optionTexts?: Record<string, string> | null };

export type OptionRefusal =
  | { key: "optionUnknown"; params: Record<string, never> }
  | { key: "optionSoldOut" | "textMissing" | "textNotTaken"; params: { option: string } }
  | { key: "textTooLong"; params: { option: string; max: number } }
  | { key: "groupMin"; params: { group: string; min: number } }
  | { key: "groupMax"; params: { group: string; max: number } };

/** Characters as a shopper counts them: an emoji or an accented letter is one. */
export const textLength = (text: string) => [...text].length;

/**
 * The chosen options in the owner's order, or why they cannot be bought. `requireMinimum` false
 * lets groups go short of their minimum (a quote of costs that do not depend on them).
 */
export function chooseOptions(groups: OfferedGroup[], posted: PostedOptions, requireMinimum = true): { chosen: ChosenOption[] } | { refusal: OptionRefusal } {
  const ids = new Set(posted.options ?? []);
  const texts = new Map(Object.entries(posted.optionTexts ?? {}).map(([id, text]) => [Number(id), text.trim()]));
  const offered = new Map(groups.flatMap((g) => g.options.map((o) => [o.id, o])));
  const unknown = [...ids, ...texts.keys()].some((id) => !offered.has(id));
  if (unknown) return { refusal: { key: "optionUnknown", params: {} } };

  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const picked = group.options.filter((o) => ids.has(o.id));
    if (requireMinimum && picked.length < group.minOptions) return { refusal: { key: "groupMin", params: { group: group.name, min: group.minOptions } } };
    if (picked.length > group.maxOptions) return { refusal: { key: "groupMax", params: { group: group.name, max: group.maxOptions } } };
    for (const option of picked) {
      const refusal = refusalOf(option, texts.get(option.id));
      if (refusal) return { refusal };
      chosen.push({ id: option.id, name: option.name, price: option.price, text: option.textLabel === null ? null : texts.get(option.id)! });
    }
  }
  const textless = [...texts.keys()].find((id) => !ids.has(id));
  if (textless !== undefined) return { refusal: { key: "textNotTaken", params: { option: offered.get(textless)!.name } } };
  return { chosen };
}

function refusalOf(option: OfferedOption, text: string | undefined): OptionRefusal | undefined {
  const named = { option: option.name };
  if (option.stock <= 0) return { key: "optionSoldOut", params: named };
  if (option.textLabel === null) return text === undefined ? undefined : { key: "textNotTaken", params: named };
  if (!text) return { key: "textMissing", params: named };
  const max = option.textMaxLength;
  if (max !== null && textLength(text) > max) return { key: "textTooLong", params: { ...named, max } };
  return undefined;
}

/** What the chosen options add to the line's unit price. */
export const optionsPrice = (chosen: { price: Decimal }[]) => sumAmounts(chosen.map((o) => o.price));

/** How the options read on a line, after its variant: `Large, Personal message: "Pour Amina"`. */
export const optionsLabel = (chosen: { name: string; text: string | null }[]) =>
  chosen.map((o) => (o.text === null ? o.name : `${o.name}: "${o.text}"`)).join(", ");

/**
 * What tells two lines of the same product and variant apart by their options: "" without options,
 * else the ids and a digest of the texts, so that the same box engraved twice with other words is
 * two lines; the digest keeps the key short enough for its index whatever the texts' length.
 */
export function optionsKey(chosen: { id: number; text: string | null }[]): string {
  if (!chosen.length) return "";
  const ids = chosen.map((o) => o.id).sort((a, b) => a - b);
  const texts = chosen.filter((o) => o.text !== null).sort((a, b) => a.id - b.id);
  const digest = texts.length
    ? `:t${createHash("sha256")
        .update(JSON.stringify(texts.map((o) => [o.id, o.text])))
        .digest("hex")}`
    : "";
  return `:o${ids.join("-")}${digest}`;
}

/** The texts of the chosen options that took one, keyed by option id (the shape they are posted in). */
export const textsOf = (chosen: ChosenOption[]): Record<string, string> =>
  Object.fromEntries(chosen.filter((o) => o.text !== null).map((o) => [String(o.id), o.text!]));
