import { fieldError } from "../api/errors";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { defineMessages } from "../i18n/messages";
import { sellingPrice } from "../catalog/pricing";
import type { VariantSelection } from "./schemas";

// What a posted cart line means: the product (published, of this store), the price row of the
// chosen variant, the chosen color, and the selling price. Shared by the cart, coupons and
// shipping options, so that a client's prices are never trusted.

const messages = defineMessages({
  en: {
    product: "Product {id} is not available.",
    color: "This color is not offered for {name}.",
    variant: "This variant is not offered for {name}.",
    chooseVariant: "Please choose a variant of {name}.",
  },
  fr: {
    product: "Le produit {id} n'est pas disponible.",
    color: "Cette couleur n'est pas proposée pour {name}.",
    variant: "Cette variante n'est pas proposée pour {name}.",
    chooseVariant: "Veuillez choisir une variante de {name}.",
  },
  ar: {
    product: "المنتج {id} غير متوفر.",
    color: "هذا اللون غير متوفر لـ {name}.",
    variant: "هذا الخيار غير متوفر لـ {name}.",
    chooseVariant: "يرجى اختيار خيار لـ {name}.",
  },
});

export type ResolvedItem = Awaited<ReturnType<typeof resolveItem>>;

/**
 * `quoteWithoutVariant`: a product with variants posted without one is priced at its lowest-priced
 * variant that has the quantity in stock (of all, when none has), instead of being refused; the
 * item then names no variant. For quotes, whose costs do not depend on the variant.
 */
export async function resolveItem(
  store: { id: number; language: string },
  item: { productId: number; colorId?: number | null; variant?: VariantSelection | null },
  field: string,
  options: { quoteWithoutVariant?: { quantity: number } } = {},
) {
  const refuse = (key: "product" | "color" | "variant" | "chooseVariant", params: Record<string, string | number>) =>
    fieldError(field, messages(store.language, key, params));
  const product = await db().product.findFirst({
    where: { id: item.productId, storeId: store.id, status: 1 },
    select: {
      id: true,
      name: true,
      slug: true,
      brandId: true,
      idCj: true,
      discountType: true,
      discountAmount: true,
      minItemOnPurchase: true,
      maxItemOnPurchase: true,
      categories: { select: { categoryId: true } },
      thumbnail: { select: { path: true } },
      prices: { select: { id: true, variantKey: true, unitPrice: true, quantity: true } },
      colors: { select: { id: true, name: true, code: true } },
      attributeValues: { select: { attributeValue: { select: { id: true, name: true, attribute: { select: { id: true, name: true } } } } } },
    },
  });
  if (!product) throw refuse("product", { id: item.productId });

  const color = item.colorId ? product.colors.find((c) => c.id === item.colorId) : undefined;
  if (item.colorId && !color) throw refuse("color", { name: product.name });

  const chosen = Object.values(item.variant ?? {});
  const values = new Map(product.attributeValues.map(({ attributeValue: v }) => [v.id, v]));
  if (chosen.some((c) => values.get(c.child_id)?.attribute.id !== c.parent_id)) throw refuse("variant", { name: product.name });
  const variantKey = chosen
    .map((c) => c.child_id)
    .sort((a, b) => a - b)
    .join("-");
  const variants = product.prices.filter((p) => p.variantKey !== "");
  const unchosen = variants.length > 0 && !variantKey;
  const quote = options.quoteWithoutVariant;
  if (unchosen && !quote) throw refuse("chooseVariant", { name: product.name });
  const price = unchosen && quote ? fromPrice(variants, quote.quantity) : product.prices.find((p) => p.variantKey === variantKey);
  if (!price) throw refuse("variant", { name: product.name });

  const selection = chosen.map((c) => values.get(c.child_id)!);
  return {
    product,
    price,
    color,
    variantKey,
    variant: Object.fromEntries(
      selection.map((v) => [v.attribute.name, { parent_id: v.attribute.id, child_id: v.id, child_Name: v.name, parent_name: v.attribute.name }]),
    ),
    variantText: selection.map((v) => `${v.attribute.name}: ${v.name}`).join(", "),
    unitPrice: sellingPrice(price.unitPrice, product.discountType, product.discountAmount),
  };
}

type PriceRow = { id: number; unitPrice: Prisma.Decimal; quantity: number };

/** The lowest-priced row that has the quantity in stock, else the lowest-priced; ties to the older row (lower id). */
function fromPrice<T extends PriceRow>(rows: T[], quantity: number): T {
  const rank = (row: T) => (row.quantity >= quantity ? 0 : 1);
  return rows.reduce((best, row) => {
    const order = rank(row) - rank(best) || row.unitPrice.comparedTo(best.unitPrice) || row.id - best.id;
    return order < 0 ? row : best;
  });
}
