// The variant rows of a product's colours and attributes as the owner drafts them in the product
// editor: every combination of one colour (when it has colours) and one value of each attribute,
// keeping what the owner already typed for a combination that stays. A draft names its colour and
// values only ("Camel / M"), beside what it was made from; a variant sold is named by
// lib/catalog/variant-selection.ts ("Color: Camel, Size: M").

export type AttributeDraft = { name: string; values: string[] };
export type VariantDraft = { color?: string | null; values: Record<string, string>; sku: string; price: string; purchase_price: string; stock: number };

/** Values typed as "S, M, L": trimmed, empty ones and repeats dropped. */
export const parseValues = (text: string) => [
  ...new Set(
    text
      .split(",")
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

const combinationKey = (values: Record<string, string>, color?: string | null) =>
  [
    `color=${color ?? ""}`,
    ...Object.keys(values)
      .sort()
      .map((name) => `${name}=${values[name]}`),
  ].join("|");

/**
 * A row of a colour that had none takes what was typed for its values without a colour (a product
 * written before colours were variants), so that generating keeps each size's price and stock.
 */
export function variantRows(attributes: AttributeDraft[], existing: VariantDraft[], basePrice: string, colors: string[] = []): VariantDraft[] {
  const named = attributes.filter((attribute) => attribute.name.trim() && attribute.values.length > 0);
  const colorNames = colors.map((color) => color.trim()).filter(Boolean);
  if (named.length === 0 && colorNames.length === 0) return [];
  let combinations: Record<string, string>[] = [{}];
  for (const attribute of named) {
    combinations = combinations.flatMap((combination) => attribute.values.map((value) => ({ ...combination, [attribute.name.trim()]: value })));
  }
  const kept = new Map(existing.map((variant) => [combinationKey(variant.values, variant.color), variant]));
  const rowOf = (values: Record<string, string>, color: string | null): VariantDraft => {
    const typed = kept.get(combinationKey(values, color)) ?? kept.get(combinationKey(values));
    return { ...(typed ?? { sku: "", price: basePrice, purchase_price: "0", stock: 0 }), ...(color ? { color } : {}), values };
  };
  return colorNames.length
    ? colorNames.flatMap((color) => combinations.map((values) => rowOf(values, color)))
    : combinations.map((values) => rowOf(values, null));
}

/** A drafted variant as the editor lists it: "Camel / M / Red". */
export const draftLabel = (values: Record<string, string>, color?: string | null) => [...(color ? [color] : []), ...Object.values(values)].join(" / ");
