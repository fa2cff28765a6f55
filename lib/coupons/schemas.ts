import { z } from "zod";
import { recordId, wholeNumber } from "../core/ids";
import { successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { patchOf } from "../core/patch";
import { amountField } from "../catalog/product-schemas";
import { idList } from "../catalog/management-schemas";
import { dateTimeText } from "../marketing/schemas";
import { postedItem } from "../cart/schemas";
import { managedCouponMessages } from "./messages";

// POST /cart/apply-coupon: the code and the posted items, and the quote of what it takes off.

export const applyCouponInput = z.object({
  coupon_code: z.string().trim().min(1).max(64),
  customer_id: recordId.nullish().meta({
    description: "Ignored, for the apps that send it: the customer is the token's, and without a token no customer's past uses are looked at",
  }),
  items: z.array(postedItem).min(1).max(100),
});

export const applyCouponResponse = successSchema({
  message: z.string(),
  coupon_code: z.string(),
  discount_amount: z.number(),
  original_subtotal: z.number(),
  new_total: z.number(),
  free_shipping: z.boolean(),
  currency_symbol: z.string(),
  currency_code: z.string(),
});

// The administration API's coupons (ours, admin-api.md's convention): every rule /cart/apply-coupon
// applies (lib/coupons/evaluate-coupon.ts), set by the owner. Rules between fields are the domain's
// (coupon-rules.ts), checked on the coupon as a write leaves it.

export const COUPON_TYPES = ["percentage", "fixed"] as const;

export const couponInput = z.object({
  /** Matched case-insensitively, kept upper-case. */
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine((code) => /^[A-Za-z0-9_-]+$/.test(code), {
      message: managedCouponMessages("en", "code"),
      params: { localized: (language: string) => managedCouponMessages(language, "code") },
    })
    .transform((code) => code.toUpperCase()),
  type: z.enum(COUPON_TYPES),
  /** A percentage (up to 100) or an amount of the store's default currency. */
  value: amountField,
  /** The subtotal the posted items must reach, in the store's default currency. */
  min_subtotal: amountField.nullable().default(null),
  /** `YYYY-MM-DD HH:MM[:SS]` in the store's time zone, or ISO 8601 with `Z` or an offset; null: no bound. */
  starts_at: dateTimeText.nullable().default(null),
  ends_at: dateTimeText.nullable().default(null),
  /** Orders that may redeem it, all customers together. */
  usage_limit: wholeNumber(1, 1_000_000_000).nullable().default(null),
  per_customer_limit: wholeNumber(1, 1_000_000).nullable().default(null),
  free_shipping: z.boolean().default(false),
  is_active: z.boolean().default(true),
  /** With categories, what it is restricted to: the discount applies to these lines only. Empty: every product. */
  product_ids: idList(1000).default([]),
  category_ids: idList(1000).default([]),
});
export const couponPatch = patchOf(couponInput);
export type CouponInput = z.infer<typeof couponInput>;
export type CouponPatch = z.infer<typeof couponPatch>;

export const couponsQuery = pageQuery(20).extend({
  /** In the code. */
  search: z.string().trim().min(1).max(64).optional(),
  active: z.enum(["true", "false", "1", "0"]).optional(),
});

const amountText = z.string().regex(/^\d+\.\d{2}$/);

export const couponRecord = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: amountText,
  min_subtotal: amountText.nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  free_shipping: z.boolean(),
  is_active: z.boolean(),
  product_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  /** Orders that redeemed it. */
  usage_count: z.number().int(),
  /** Whether a shopper can redeem it now: `expired` once `ends_at` passed, `used_up` at its usage limit. */
  state: z.enum(["active", "inactive", "scheduled", "expired", "used_up"]),
  created_at: z.string(),
  updated_at: z.string(),
});
