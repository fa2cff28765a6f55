import { z } from "zod";
import { itemQuantity, recordId } from "../core/ids";
import { envelopeBFields } from "../core/envelopes";
import { pageQuery } from "../core/paging";

// The cart's part of the contract, and the lines that quotes (coupons, shipping) take in the same form.

export const cartListQuery = pageQuery(8);

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

const selectionShape = z.record(
  z.string(),
  z.strictObject({ parent_id: z.number().int(), child_id: z.number().int(), child_Name: z.string(), parent_name: z.string() }),
);

export const addToCartResponse = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    productId: z.string(),
    productName: z.string(),
    productPermalink: z.string(),
    productImage: z.string(),
    paramsVariantText: z.string(),
    paramsVariant: z.union([selectionShape, z.literal("")]),
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
    attributes_added: z.array(z.strictObject({ parent_id: z.number().int(), child_id: z.number().int(), child_Name: z.string(), parent_name: z.string() })),
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
});
export const cartListResponse = z.strictObject({ success: z.literal(true), cartItems: z.array(cartItem), ...envelopeBFields });
export const cartMessageResponse = z.strictObject({ success: z.literal(true), message: z.string() });
