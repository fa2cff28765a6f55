import { z } from "zod";
import { successSchema } from "../core/envelopes";
import { recordId, itemQuantity } from "../core/ids";
import { pageQuery } from "../core/paging";
import { REFUNDED_OUTSIDE } from "../refunds/schemas";

// A return as the shopper asks for it and as the owner moves it along (the customer API, the
// administration API, the storefront's form and the dashboard's Returns screen share these; they
// import nothing of the server).

/** Why items come back: Shopify's reasons, which shoppers already know from other stores. */
export const RETURN_REASONS = [
  "size_too_small",
  "size_too_large",
  "unwanted",
  "not_as_described",
  "wrong_item",
  "defective",
  "style",
  "color",
  "other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATES = ["requested", "approved", "rejected", "received"] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** POST {store}/api/order/return: delivered lines of one of the shopper's orders, inside the store's return window. */
export const returnRequestInput = z.object({
  order_id: recordId,
  items: z
    .array(z.object({ id: recordId, quantity: itemQuantity }))
    .min(1)
    .max(500)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, { message: "Each line once" }),
  reason: z.enum(RETURN_REASONS),
  note: z.string().trim().max(1000).optional(),
});
export type ReturnRequestInput = z.infer<typeof returnRequestInput>;

/**
 * PUT {root}/api/returns/{id}: the owner's step. `note` is their word to the shopper (where to send
 * the parcel, why a return is refused). Received gives the items back to stock unless `restock` is
 * false, and refunds them in the same step when `refund` is given (its `shipping`, `amount` and
 * `refunded_outside` as the order's refunds take them).
 */
export const returnChangeInput = z.object({
  status: z.enum(["approved", "rejected", "received"]),
  note: z.string().trim().max(1000).optional(),
  restock: z.boolean().optional(),
  refund: z
    .object({
      amount: z.number().positive().max(1_000_000_000).optional(),
      shipping: z.boolean().optional(),
      refunded_outside: z.enum(REFUNDED_OUTSIDE).optional(),
    })
    .optional(),
});
export type ReturnChangeInput = z.infer<typeof returnChangeInput>;

export const returnsQuery = pageQuery(20).extend({ status: z.enum(RETURN_STATES).optional() });

export const returnRecord = z.strictObject({
  id: z.number().int(),
  order_id: z.number().int(),
  order_code: z.string(),
  customer: z.strictObject({ id: z.number().int(), name: z.string(), email: z.string() }),
  status: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  owner_note: z.string().nullable(),
  items: z.array(
    z.strictObject({
      line_id: z.number().int(),
      name: z.string(),
      variant: z.string().nullable(),
      image: z.string(),
      quantity: z.number().int(),
      /** Each item's price with its share of the line's tax, in the order's currency. */
      unit_amount: z.number(),
    }),
  ),
  /** What the items were paid, in the order's currency: what a refund of them gives back by default. */
  amount: z.number(),
  currency_code: z.string(),
  /** Whether the store pays the way back: its setting when the return was asked, what the shopper was promised. */
  free_returns: z.boolean(),
  refund_id: z.number().int().nullable(),
  restocked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReturnRecord = z.infer<typeof returnRecord>;

export const returnResponse = successSchema({ data: returnRecord });
export const returnAskedResponse = successSchema({ message: z.string(), data: returnRecord });
