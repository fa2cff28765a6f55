import { z } from "zod";
import { itemQuantity, recordId } from "../core/ids";
import { envelopeBFields, successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { answeredVariantSelection, variantChoice, variantSelection } from "../catalog/variant-selection";

// The cart's part of the contract, and the lines that quotes (coupons, shipping) take in the same form.

export const cartListQuery = pageQuery(8);

/** A posted line of /cart/apply-coupon and /get-shipping-options: a product, its quantity, and its color and variant if chosen. */
export const postedItem = z.object({ id: recordId, quantity: itemQuantity, color: recordId.nullish(), variant: variantSelection.nullish() });

export const addToCartInput = z.object({
  product_id: recordId,
  quantity: itemQuantity,
  color: recordId.nullish(),
  colorText: z.string().max(100).nullish(),
  variant: variantSelection.nullish(),
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
  color_id: z.number().int().nullable(),
  color_name: z.string().nullable(),
  variant_selection: answeredVariantSelection.nullable(),
});
export const cartListResponse = successSchema({ cartItems: z.array(cartItem), ...envelopeBFields });
export const cartMessageResponse = successSchema({ message: z.string() });
