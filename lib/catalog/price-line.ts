import { fieldError } from "../core/errors";
import { pool } from "../db/client";
import { jsonList } from "../db/sql";
import { defineMessages } from "../i18n/messages";
import { sellingPrice } from "../catalog/pricing";
import { Decimal } from "../money/money";
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

export type ResolvedItem = Awaited<ReturnType<typeof resolveItems>>[number];
type Posted = { productId: number; colorId?: number | null; variant?: VariantSelection | null; quantity: number };

type ProductRow = {
  id: number;
  name: string;
  slug: string;
  brandId: number | null;
  idCj: string | null;
  discountType: number | null;
  discountAmount: string | null;
  minItemOnPurchase: number;
  maxItemOnPurchase: number;
  shippingCost: string;
  isApplyMultipleQtyShippingCost: number;
  isActiveFreeShipping: number;
  isEnableTax: number;
  taxRate: string;
  hasOptions: number;
  isActiveAttachment: number;
  attachmentName: string | null;
  thumbnailPath: string | null;
  categoryIds: number[];
  prices: { id: number; variantKey: string; unitPrice: string; quantity: number }[];
  colors: { id: number; name: string; code: string | null }[];
  attributeValues: { id: number; name: string; attributeId: number; attributeName: string }[];
};

// Every posted product in one statement, with what its lines are priced, taxed and shipped with:
// through Prisma's client one product was eight statements, and checkout read each line's so.
// Amounts come as text, for exact Decimals.
const productsStatement = {
  name: "resolve_items",
  text: `
  SELECT p.id, p.name, p.slug, p.brand_id AS "brandId", p.id_cj AS "idCj", p.discount_type AS "discountType",
         p.discount_amount::text AS "discountAmount", p.min_item_on_purchase AS "minItemOnPurchase",
         p.max_item_on_purchase AS "maxItemOnPurchase", p.shipping_cost::text AS "shippingCost",
         p.is_apply_multiple_qty_shipping_cost AS "isApplyMultipleQtyShippingCost", p.is_active_free_shipping AS "isActiveFreeShipping",
         p.is_enable_tax AS "isEnableTax", p.tax_rate::text AS "taxRate", p.has_options AS "hasOptions",
         p.is_active_attachment AS "isActiveAttachment", p.attachment_name AS "attachmentName", u.path AS "thumbnailPath",
         coalesce((SELECT json_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '[]') AS "categoryIds",
         ${jsonList("'id', pr.id, 'variantKey', pr.variant_key, 'unitPrice', pr.unit_price::text, 'quantity', pr.quantity", "pr.id", "FROM product_prices pr WHERE pr.product_id = p.id")} AS prices,
         ${jsonList("'id', c.id, 'name', c.name, 'code', c.code", "c.id", "FROM product_colors c WHERE c.product_id = p.id")} AS colors,
         ${jsonList(
           "'id', av.id, 'name', av.name, 'attributeId', a.id, 'attributeName', a.name",
           "av.id",
           "FROM product_attribute_values pav JOIN attribute_values av ON av.id = pav.attribute_value_id JOIN attributes a ON a.id = av.attribute_id WHERE pav.product_id = p.id",
         )} AS "attributeValues"
  FROM products p LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
  WHERE p.id = ANY($1::int[]) AND p.store_id = $2 AND p.status = 1`,
};

function productOf(row: ProductRow) {
  const { thumbnailPath, categoryIds, attributeValues, ...product } = row;
  return {
    ...product,
    discountAmount: row.discountAmount === null ? null : new Decimal(row.discountAmount),
    shippingCost: new Decimal(row.shippingCost),
    taxRate: new Decimal(row.taxRate),
    thumbnail: thumbnailPath === null ? null : { path: thumbnailPath },
    categories: categoryIds.map((categoryId) => ({ categoryId })),
    prices: row.prices.map((price) => ({ ...price, unitPrice: new Decimal(price.unitPrice) })),
    attributeValues: attributeValues.map((v) => ({ attributeValue: { id: v.id, name: v.name, attribute: { id: v.attributeId, name: v.attributeName } } })),
  };
}

/**
 * The posted items in their order, read together; the first that cannot be bought is refused on
 * `field(index)`. `quoteWithoutVariant`: a product with variants posted without one is priced at
 * its lowest-priced variant that has the item's quantity in stock (of all, when none has), instead
 * of being refused; the item then names no variant. For quotes, whose costs do not depend on the variant.
 */
export async function resolveItems(
  store: { id: number; language: string },
  items: Posted[],
  field: (index: number) => string,
  options: { quoteWithoutVariant?: boolean } = {},
) {
  const { rows } = await pool().query<ProductRow>({ ...productsStatement, values: [[...new Set(items.map((i) => i.productId))], store.id] });
  const products = new Map(rows.map((row) => [row.id, productOf(row)]));
  return items.map((item, index) => {
    const refuse = (key: "product" | "color" | "variant" | "chooseVariant", params: Record<string, string | number>) =>
      fieldError(field(index), messages(store.language, key, params));
    const product = products.get(item.productId);
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
    const price = unchosen && quote ? fromPrice(variants, item.quantity) : product.prices.find((p) => p.variantKey === variantKey);
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
  });
}

type PriceRow = { id: number; unitPrice: Decimal; quantity: number };

/** The lowest-priced row that has the quantity in stock, else the lowest-priced; ties to the older row (lower id). */
function fromPrice<T extends PriceRow>(rows: T[], quantity: number): T {
  const rank = (row: T) => (row.quantity >= quantity ? 0 : 1);
  return rows.reduce((best, row) => {
    const order = rank(row) - rank(best) || row.unitPrice.comparedTo(best.unitPrice) || row.id - best.id;
    return order < 0 ? row : best;
  });
}
