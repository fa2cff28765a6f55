import { z } from "zod";
import { itemQuantity, recordId } from "../core/ids";
import { envelopeBFields, successMessageSchema, successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { answeredVariantSelection, variantChoice, variantSelection } from "../catalog/variant-selection";

// The cart's part of the contract, and the lines that quotes (coupons, shipping) take in the same form.

export const cartListQuery = pageQuery(8);

/**
 * The options chosen for a customizable product (keys of ours beside the contract's): their ids, and
 * the text typed for each that asks one (an engraving, a message), keyed by option id.
 */
export const optionChoice = {
  options: z.array(recordId).max(100).nullish().meta({ description: "Ids of the chosen options of a customizable product (`options_groups`)" }),
  option_texts: z
    .record(z.string().regex(/^\d{1,10}$/), z.string().max(1000))
    .nullish()
    .meta({ description: "The text typed for each chosen option that asks one, keyed by option id" }),
};

/** A posted line of /cart/apply-coupon and /get-shipping-options: a product, its quantity, and its color, variant and options if chosen. */
export const postedItem = z.object({ id: recordId, quantity: itemQuantity, color: recordId.nullish(), variant: variantSelection.nullish(), ...optionChoice });

/** The chosen options of a posted line, as the catalog prices them. */
export const postedOptions = (item: { options?: number[] | null; option_texts?: Record<string, string> | null }) => ({
  options: item.options,
  optionTexts: item.option_texts,
});

/** A chosen option as the cart answers it (ours): its price in the answer's currency, its text or null. */
const chosenOption = z.strictObject({ id: z.number().int(), name: z.string(), price: z.number(), text: z.string().nullable() });

export const addToCartInput = z.object({
  product_id: recordId,
  quantity: itemQuantity,
  color: recordId.nullish(),
  colorText: z.string().max(100).nullish(),
  variant: variantSelection.nullish(),
  ...optionChoice,
});
export type AddToCartInput = z.infer<typeof addToCartInput>;

export const cartItemInput = z.object({ cart_item_id: recordId });
/** Ours: a line's new quantity (the contract's cart has no update route). */
export const cartQuantityInput = z.object({ cart_item_id: recordId, quantity: itemQuantity });

export const addToCartResponse = successSchema({
  data: z.strictObject({
    productId: z.string(),
    productName: z.string(),
    productPermalink: z.string(),
    productImage: z.string(),
    paramsVariantText: z.string(),
    paramsVariant: z.union([answeredVariantSelection, z.literal("")]),
    unitPrice: z.string(),
    oldPrice: z.number(),
    quantity: z.string(),
    min_item: z.number().int(),
    max_item: z.number().int(),
    seller: z.string(),
    shopName: z.string(),
    shopSlug: z.string(),
    brand_id: z.number().int().nullable(),
    attachment: z.string().nullable(),
    attributes_added: z.array(variantChoice),
    colors_added: z.array(z.strictObject({ id: z.number().int(), name: z.string(), code: z.string() })),
    product_cj: z.string().nullable(),
    options: z.array(chosenOption),
    option_texts: z.record(z.string(), z.string()),
  }),
});

export const cartItem = z.strictObject({
  cart_item_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  permalink: z.string(),
  image: z.string(),
  variant: z.string(),
  variant_code: z.string(),
  unitPrice: z.number(),
  oldPrice: z.number(),
  quantity: z.number().int(),
  attachment: z.string().nullable(),
  max_item: z.number().int(),
  min_item: z.number().int(),
  options: z.array(chosenOption),
  option_texts: z.record(z.string(), z.string()),
  color_id: z.number().int().nullable(),
  color_name: z.string().nullable(),
  variant_selection: answeredVariantSelection.nullable(),
});
export const cartListResponse = successSchema({ cartItems: z.array(cartItem), ...envelopeBFields });
export const cartMessageResponse = successMessageSchema;
