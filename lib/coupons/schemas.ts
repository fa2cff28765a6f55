import { z } from "zod";
import { recordId } from "../api/ids";
import { postedItem } from "../cart/schemas";

// POST /cart/apply-coupon: the code and the posted items, and the quote of what it takes off.

export const applyCouponInput = z.object({
  coupon_code: z.string().trim().min(1).max(64),
  customer_id: recordId.nullish().meta({
    description: "Ignored, for the apps that send it: the customer is the token's, and without a token no customer's past uses are looked at",
  }),
  items: z.array(postedItem).min(1).max(100),
});

export const applyCouponResponse = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  coupon_code: z.string(),
  discount_amount: z.number(),
  original_subtotal: z.number(),
  new_total: z.number(),
  free_shipping: z.boolean(),
  currency_symbol: z.string(),
  currency_code: z.string(),
});
