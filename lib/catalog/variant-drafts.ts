// The variant rows of a product's attributes as the owner drafts them in the product editor: every
// combination of one value of each attribute, keeping what the owner already typed for a
// combination that stays. A draft names its values only ("M / Red"), beside the attributes it
// was made from; a variant sold is named by lib/catalog/variant-selection.ts ("Size: M, ...").

export type AttributeDraft = { name: string; values: string[] };
export type VariantDraft = { values: Record<string, string>; sku: string; price: string; purchase_price: string; stock: number };

/** Values typed as "S, M, L": trimmed, empty ones and repeats dropped. */
export const parseValues = (text: string) => [
  ...new Set(
    text
      .split(",")
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

const combinationKey = (values: Record<string, string>) =>
  Object.keys(values)
    .sort()
    .map((name) => `${name}=${values[name]}`)
    .join("|");

export function variantRows(attributes: AttributeDraft[], existing: VariantDraft[], basePrice: string): VariantDraft[] {
  const named = attributes.filter((attribute) => attribute.name.trim() && attribute.values.length > 0);
  if (named.length === 0) return [];
  let combinations: Record<string, string>[] = [{}];
  for (const attribute of named) {
    combinations = combinations.flatMap((combination) => attribute.values.map((value) => ({ ...combination, [attribute.name.trim()]: value })));
  }
  const kept = new Map(existing.map((variant) => [combinationKey(variant.values), variant]));
  return combinations.map((values) => kept.get(combinationKey(values)) ?? { values, sku: "", price: basePrice, purchase_price: "0", stock: 0 });
}

/** A drafted variant as the editor lists it: "M / Red". */
export const draftLabel = (values: Record<string, string>) => Object.values(values).join(" / ");
