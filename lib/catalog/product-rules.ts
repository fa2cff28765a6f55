import { Decimal } from "../money/money";
import type { Issue } from "./issues";
import { DISCOUNT_TYPE } from "./pricing";
import { productRuleMessages } from "./messages";
import type { ProductInput } from "./product-schemas";

// The rules between a product's fields, checked on the product as a write would leave it (a
// create, or an update's patch over the stored product), so that an update of one field cannot
// break a rule with another. Each broken rule names the field the dashboard shows it beside.

/** What the rules read of a product. */
export type ProductState = Pick<
  ProductInput,
  "kind" | "price" | "min_item_on_purchase" | "max_item_on_purchase" | "discount_type" | "discount_amount" | "attributes" | "colors" | "option_groups"
> & { variants: { color?: string | null; values: Record<string, string>; price: string }[] };

/** The variant's combination, whatever the order its values were given in. */
export const combinationOf = (values: Record<string, string>, color?: string | null) =>
  JSON.stringify([color ?? null, ...Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1))]);

/** Every rule the product breaks; `stockSent`: the write sets the product's own stock. */
export function productRuleIssues(product: ProductState, stockSent: boolean): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], key: Parameters<typeof productRuleMessages>[1], params: Record<string, string | number> = {}) =>
    issues.push({ path, message: (language) => productRuleMessages(language, key, params) });

  if (product.min_item_on_purchase > product.max_item_on_purchase) add(["min_item_on_purchase"], "minMax");
  discountIssues(product, add);

  if (product.kind === "standard" && product.option_groups.length) add(["option_groups"], "standardOptions");
  if (product.kind === "customizable") {
    for (const field of ["colors", "attributes", "variants"] as const) if (product[field].length) add([field], "customizableVariants");
  }

  const names = product.attributes.map((a) => a.name);
  product.attributes.forEach((attribute, i) => {
    if (names.indexOf(attribute.name) !== i) add(["attributes", i, "name"], "attributeRepeated");
  });
  if (product.variants.some((v) => !v.color) && !product.attributes.length) add(["variants"], "variantsWithoutAttributes");
  // A product's colors are its variants' or none's: a variant of no color beside colored ones could not be chosen.
  if (new Set(product.variants.map((v) => Boolean(v.color))).size > 1) add(["variants"], "variantsColors");
  if (product.attributes.length && !product.variants.length) add(["attributes"], "attributesWithoutVariants");
  const offered = new Map(product.attributes.map((a) => [a.name, new Set(a.values)]));
  const seen = new Set<string>();
  const colors = new Set(product.colors.map((c) => c.name));
  product.variants.forEach((variant, i) => {
    const chosen = Object.entries(variant.values);
    const complete = chosen.length === offered.size && chosen.every(([name, value]) => offered.get(name)?.has(value));
    if (product.attributes.length && !complete) add(["variants", i, "values"], "variantValues", { names: names.join(", ") });
    if (variant.color && !colors.has(variant.color)) add(["variants", i, "color"], "variantColor");
    const combination = combinationOf(variant.values, variant.color);
    if (seen.has(combination)) add(["variants", i, "values"], "variantRepeated");
    seen.add(combination);
  });
  if (stockSent && product.variants.length) add(["stock"], "stockOnVariants");

  product.option_groups.forEach((group, i) => {
    if (group.min_options > group.max_options) add(["option_groups", i, "min_options"], "groupMinMax");
    if (group.max_options > group.options.length) add(["option_groups", i, "max_options"], "groupMaxOptions", { count: group.options.length });
  });
  return issues;
}

/**
 * A discount has a type and an amount above 0; a percentage is at most 100, a fixed amount at most
 * the lowest of the product's prices (the base price lists show, and each variant's).
 */
function discountIssues(
  product: ProductState,
  add: (
    path: (string | number)[],
    key: "amountWithoutType" | "discountMissing" | "discountPercent" | "discountAbovePrice",
    params?: Record<string, string>,
  ) => void,
) {
  const amount = product.discount_amount === null ? null : new Decimal(product.discount_amount);
  if (product.discount_type === DISCOUNT_TYPE.NONE) {
    if (amount && !amount.isZero()) add(["discount_amount"], "amountWithoutType");
    return;
  }
  if (!amount || amount.isZero()) return add(["discount_amount"], "discountMissing");
  if (product.discount_type === DISCOUNT_TYPE.PERCENT && amount.greaterThan(100)) return add(["discount_amount"], "discountPercent");
  const prices = [product.price, ...product.variants.map((v) => v.price)].map((price) => new Decimal(price));
  const lowest = Decimal.min(...prices);
  if (product.discount_type === DISCOUNT_TYPE.FIXED && amount.greaterThan(lowest)) add(["discount_amount"], "discountAbovePrice", { price: lowest.toFixed(2) });
}
