import { z } from "zod";
import { recordId } from "../api/ids";
import { postedItem } from "../cart/schemas";

// POST /get-shipping-options: the posted items and address, and each line's options.

export const shippingOptionsInput = z.object({
  products: z.array(postedItem).min(1).max(100),
  shipping_type: z.enum(["home_delivery", "pickup_delivery"]),
  delivery_address: z
    .object({
      country_id: recordId,
      state_id: recordId,
      location: recordId.nullish(),
      post_code: z.string().max(20).nullish(),
    })
    .nullish(),
});

const shippingOption = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  shipping_cost: z.number(),
  shipping_time: z.string(),
  shipping_from: z.string(),
  by: z.string().nullable(),
});

const lineProduct = z.strictObject({
  id: z.number().int(),
  uid: z.string().nullable(),
  name: z.string(),
  permalink: z.string(),
  image: z.string(),
  variant: z.string(),
  variant_code: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  oldPrice: z.number(),
  min_item: z.number().int(),
  max_item: z.number().int(),
  attachment: z.string().nullable(),
  seller: z.string(),
  shop_name: z.string(),
  shop_slug: z.string(),
  is_selected: z.boolean(),
  has_options: z.number().int(),
  product_cj: z.string().nullable(),
  is_available: z.boolean(),
});

export const shippingOptionsResponse = z.strictObject({
  success: z.literal(true),
  shipping_available: z.literal(true),
  options: z.array(
    z.strictObject({
      id: z.string(),
      product: lineProduct,
      options: z.strictObject({ data: z.array(shippingOption) }),
      default_option: shippingOption,
      tax: z.number(),
    }),
  ),
  pickup_points: z
    .array(
      z.strictObject({
        id: z.number().int(),
        name: z.string(),
        address: z.string(),
        phone: z.string().nullable(),
        opening_hours: z.string().nullable(),
        city: z.string().nullable(),
      }),
    )
    .optional(),
});
