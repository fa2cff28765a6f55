import { z } from "zod";
import { recordId } from "../core/ids";
import { variantMessages } from "./messages";

// A variant selection: the value chosen for each of a product's attributes, keyed by the
// attribute's name, in the contract's shape (`child_Name` is spelled so by the contract). Product
// details offer selections, the cart, quotes and checkout take them back; each is built, checked
// and named here, so that they all read alike.

const int = z.number().int();

/** One chosen value as the answers give it. */
export const variantChoice = z.strictObject({ parent_id: int, child_id: int, child_Name: z.string(), parent_name: z.string() });

/** A selection as the answers give it. */
export const answeredVariantSelection = z.record(z.string(), variantChoice);

/** A selection as a shopper posts it: the ids decide; the names, if sent, are not trusted. */
export const variantSelection = z.record(
  z.string().max(100),
  z.object({
    parent_id: recordId,
    child_id: recordId,
    child_Name: z.string().max(200).optional(),
    parent_name: z.string().max(200).optional(),
  }),
);
export type VariantSelection = z.infer<typeof variantSelection>;

/** A value of one of the product's attributes. */
export type AttributeValue = { id: number; name: string; attributeId: number; attributeName: string };

/** How one chosen value reads: `Size: M`. */
export const choiceLabel = (value: AttributeValue) => `${value.attributeName}: ${value.name}`;

/**
 * How a chosen variant reads in answers, order lines and e-mails: `Size: M, Material: Cotton`, the
 * color first when one was chosen (`Color: Red, Size: M`), its word in the store's language (the
 * attributes' names are the owner's own words).
 */
export function variantLabel(values: AttributeValue[], color?: { name: string } | null, language = "en"): string {
  return [color && `${variantMessages(language, "color")}: ${color.name}`, ...values.map(choiceLabel)].filter(Boolean).join(", ");
}

/**
 * The key of a price row: `c` and its color's id when it is a color's, then its values' ids in
 * ascending order: `c4-12-31`, `c4`, `12-31`; "" for the product's own row. The color is in the key
 * so that one unique key (product, key) names a variant, and the cart lines' foreign key with it.
 */
export const variantKeyOf = (valueIds: number[], colorId?: number | null) =>
  [...(colorId ? [`c${colorId}`] : []), ...[...valueIds].sort((a, b) => a - b)].join("-");

/** The values' part of a key, `12-31`: what the contract's `variant_key` and `variant_code` name. */
export const valueKeyOf = (key: string) => key.replace(/^c\d+-?/, "");

/** The values a price row's key names, in its order, among the product's values (unknown ids left out). */
export const valuesOfKey = (key: string, values: Map<number, AttributeValue>) =>
  valueKeyOf(key)
    .split("-")
    .map((id) => values.get(Number(id)))
    .filter((value) => value !== undefined);

/** The selection of these values, as the answers give it. */
export function selectionOf(values: AttributeValue[]): z.infer<typeof answeredVariantSelection> {
  return Object.fromEntries(
    values.map((v) => [v.attributeName, { parent_id: v.attributeId, child_id: v.id, child_Name: v.name, parent_name: v.attributeName }]),
  );
}
