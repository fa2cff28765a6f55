import { fieldError } from "../core/errors";
import { pool, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { jsonList } from "../db/sql";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { Decimal } from "../money/money";
import { lineMessages } from "./messages";
import { chooseOptions, optionsKey, optionsLabel, optionsPrice, type OfferedGroup, type PostedOptions } from "./option-choice";
import { sellingPrice } from "./pricing";
import { PUBLISHED } from "./schemas";
import { selectionOf, valueKeyOf, variantKeyOf, variantLabel, type AttributeValue, type VariantSelection } from "./variant-selection";

// A posted line priced by the catalog: the product (published, of this store), the price row of
// the chosen variant (of the chosen color, when the product's colors have rows of their own), the
// chosen color, the chosen options (lib/catalog/option-choice.ts) and the selling price (base price
// less the product's discount, plus the options' prices). The cart, coupons, shipping options and
// checkout price their lines here, so that a client's prices are never trusted and every line is
// priced alike.

export type PricedLine = Awaited<ReturnType<typeof priceLines>>[number];
export type PostedLine = { productId: number; colorId?: number | null; variant?: VariantSelection | null; quantity: number } & PostedOptions;

export type LinesToPrice = {
  lines: PostedLine[];
  /** The field a refusal of the line at `index` names. */
  field: (index: number) => string;
  /**
   * A product with variants posted without one is priced at its lowest-priced variant that has
   * the line's quantity in stock (of all, when none has), instead of being refused; the line then
   * names no variant; likewise its option groups may go short of their minimum. For quotes, whose
   * costs do not depend on the variant nor the options.
   */
  quoteWithoutVariant?: boolean;
  /** The field a refusal of the line's options names; default `field`. */
  optionsField?: (index: number) => string;
  /** Read in this transaction: the demo data prices its orders in the one that writes its store. */
  tx?: Tx;
};

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
  prices: { id: number; variantKey: string; colorId: number | null; unitPrice: string; quantity: number }[];
  colors: { id: number; name: string; code: string | null }[];
  attributeValues: AttributeValue[];
  optionGroups: (Omit<OfferedGroup, "options"> & { options: (Omit<OfferedGroup["options"][number], "price"> & { price: string })[] })[];
};

// Every posted product in one statement, with what its lines are priced, taxed and shipped with:
// through Prisma's client one product was eight statements, and checkout read each line's so.
// Amounts come as text, for exact Decimals.
const productsStatement = {
  name: "price_lines",
  text: `
  SELECT p.id, p.name, p.slug, p.brand_id AS "brandId", p.id_cj AS "idCj", p.discount_type AS "discountType",
         p.discount_amount::text AS "discountAmount", p.min_item_on_purchase AS "minItemOnPurchase",
         p.max_item_on_purchase AS "maxItemOnPurchase", p.shipping_cost::text AS "shippingCost",
         p.is_apply_multiple_qty_shipping_cost AS "isApplyMultipleQtyShippingCost", p.is_active_free_shipping AS "isActiveFreeShipping",
         p.is_enable_tax AS "isEnableTax", p.tax_rate::text AS "taxRate", p.has_options AS "hasOptions",
         p.is_active_attachment AS "isActiveAttachment", p.attachment_name AS "attachmentName", u.path AS "thumbnailPath",
         coalesce((SELECT json_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '[]') AS "categoryIds",
         ${jsonList("'id', pr.id, 'variantKey', pr.variant_key, 'colorId', pr.color_id, 'unitPrice', pr.unit_price::text, 'quantity', pr.quantity", "pr.id", "FROM product_prices pr WHERE pr.product_id = p.id")} AS prices,
         ${jsonList("'id', c.id, 'name', c.name, 'code', c.code", "c.id", "FROM product_colors c WHERE c.product_id = p.id")} AS colors,
         ${jsonList(
           "'id', av.id, 'name', av.name, 'attributeId', a.id, 'attributeName', a.name",
           "av.id",
           "FROM product_attribute_values pav JOIN attribute_values av ON av.id = pav.attribute_value_id JOIN attributes a ON a.id = av.attribute_id WHERE pav.product_id = p.id",
         )} AS "attributeValues",
         ${jsonList(
           `'id', g.id, 'name', g.name, 'minOptions', g.min_options, 'maxOptions', g.max_options, 'options', ${jsonList(
             "'id', o.id, 'name', o.name, 'price', o.price::text, 'stock', o.stock, 'textLabel', o.text_label, 'textMaxLength', o.text_max_length",
             "o.position, o.id",
             "FROM options o WHERE o.group_id = g.id",
           )}`,
           "g.position, g.id",
           "FROM option_groups g WHERE g.product_id = p.id",
         )} AS "optionGroups"
  FROM products p LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
  WHERE p.id = ANY($1::int[]) AND p.store_id = $2 AND p.status = ${PUBLISHED}`,
};

function productOf(row: ProductRow) {
  const { thumbnailPath, categoryIds, ...product } = row;
  return {
    ...product,
    discountAmount: row.discountAmount === null ? null : new Decimal(row.discountAmount),
    shippingCost: new Decimal(row.shippingCost),
    taxRate: new Decimal(row.taxRate),
    thumbnail: thumbnailPath === null ? null : { path: thumbnailPath },
    categories: categoryIds.map((categoryId) => ({ categoryId })),
    prices: row.prices.map((price) => ({ ...price, unitPrice: new Decimal(price.unitPrice) })),
    optionGroups: row.optionGroups.map((g) => ({ ...g, options: g.options.map((o) => ({ ...o, price: new Decimal(o.price) })) })),
  };
}

/** The posted lines in their order, read together; the first that cannot be bought is refused on `field(index)`. */
export async function priceLines(store: Store, input: LinesToPrice) {
  const { lines, field } = input;
  const values = [[...new Set(lines.map((l) => l.productId))], store.id];
  const rows = input.tx
    ? await input.tx.$queryRawUnsafe<ProductRow[]>(productsStatement.text, ...values)
    : (await pool().query<ProductRow>({ ...productsStatement, values })).rows;
  const products = new Map(rows.map((row) => [row.id, productOf(row)]));
  return lines.map((line, index) => {
    type Key = Parameters<typeof lineMessages>[1];
    const refuse = (key: Key, params: Record<string, string | number>, on = field(index)) => fieldError(on, lineMessages(store.language, key, params));
    const product = products.get(line.productId);
    if (!product) throw refuse("product", { id: line.productId });

    const color = line.colorId ? product.colors.find((c) => c.id === line.colorId) : undefined;
    if (line.colorId && !color) throw refuse("color", { name: product.name });

    const chosen = Object.values(line.variant ?? {});
    const offered = new Map(product.attributeValues.map((v) => [v.id, v]));
    if (chosen.some((c) => offered.get(c.child_id)?.attributeId !== c.parent_id)) throw refuse("variant", { name: product.name });
    const variants = product.prices.filter((p) => p.variantKey !== "");
    // A product whose colors have rows sells a color's variant; one whose colors have none (made
    // before colors were variants) shows its colors beside its rows.
    const colored = variants.some((p) => p.colorId !== null);
    const valued = variants.some((p) => valueKeyOf(p.variantKey) !== "");
    const variantKey = variantKeyOf(
      chosen.map((c) => c.child_id),
      colored ? color?.id : null,
    );
    const unchosen = variants.length > 0 && (!variantKey || (colored && !color) || (valued && !chosen.length));
    const quote = input.quoteWithoutVariant;
    if (unchosen && !quote) throw refuse("chooseVariant", { name: product.name });
    const price = unchosen && quote ? fromPrice(variants, line.quantity) : product.prices.find((p) => p.variantKey === variantKey);
    if (!price) throw refuse("variant", { name: product.name });

    const choice = chooseOptions(product.optionGroups, line, !(quote && !line.options?.length));
    if ("refusal" in choice) throw refuse(choice.refusal.key, { name: product.name, ...choice.refusal.params }, (input.optionsField ?? field)(index));
    const options = choice.chosen;
    const values = chosen.map((c) => offered.get(c.child_id)!);
    const addedByOptions = optionsPrice(options);
    return {
      product,
      price,
      color,
      variantKey,
      values,
      variant: selectionOf(values),
      variantText: variantLabel(values, color, store.language),
      options,
      optionsKey: optionsKey(options),
      optionsText: optionsLabel(options),
      addedByOptions,
      unitPrice: sellingPrice(price.unitPrice, product.discountType, product.discountAmount).plus(addedByOptions),
    };
  });
}

/** A line's selling price and its price before the product's discount (options included in both), in the answer's currency. */
export const shownPrices = (line: { unitPrice: Decimal; price: { unitPrice: Decimal }; addedByOptions?: Decimal }, currency: DisplayCurrency) => ({
  unitPrice: inCurrency(line.unitPrice, currency),
  oldPrice: inCurrency(line.addedByOptions ? line.price.unitPrice.plus(line.addedByOptions) : line.price.unitPrice, currency),
});

type PriceRow = { id: number; unitPrice: Decimal; quantity: number };

/** The lowest-priced row that has the quantity in stock, else the lowest-priced; ties to the older row (lower id). */
function fromPrice<T extends PriceRow>(rows: T[], quantity: number): T {
  const rank = (row: T) => (row.quantity >= quantity ? 0 : 1);
  return rows.reduce((best, row) => {
    const order = rank(row) - rank(best) || row.unitPrice.comparedTo(best.unitPrice) || row.id - best.id;
    return order < 0 ? row : best;
  });
}
