import { z } from "zod";
import { recordId, wholeNumber } from "../core/ids";
import { successSchema } from "../core/envelopes";

// A refund as the owner asks for it and reads it back (the administration API and the
// dashboard's Refund dialog share these; they import nothing of the server).

/** How money was given back outside the platform: CMI's refunds are made in its back office, cash by hand. */
export const REFUNDED_OUTSIDE = ["cash", "bank_transfer", "cmi_back_office", "other"] as const;

export const refundInput = z.object({
  /** In the order's currency; left out, the lines and shipping asked for, or else all that remains. */
  amount: z.number().positive().max(1_000_000_000).optional(),
  lines: z
    .array(z.object({ line_id: recordId, quantity: wholeNumber(1, 10_000) }))
    .max(500)
    .optional(),
  shipping: z.boolean().optional(),
  restock: z.boolean(),
  reason: z.string().trim().max(500).optional(),
  /** For an order no gateway can refund (CMI, Cash On Delivery): how the owner gave the money back. */
  refunded_outside: z.enum(REFUNDED_OUTSIDE).optional(),
});
export type RefundInput = z.infer<typeof refundInput>;

export const refundRecord = z.strictObject({
  id: z.number().int(),
  order_id: z.number().int(),
  amount: z.number(),
  currency_code: z.string(),
  /** pending until the gateway has given it back, then succeeded (or failed, when the gateway says so later). */
  status: z.enum(["pending", "succeeded", "failed"]),
  provider: z.string(),
  /** `gateway`, or how it was given back outside the platform. */
  method: z.string(),
  gateway_ref: z.string().nullable(),
  lines: z.array(z.strictObject({ line_id: z.number().int(), quantity: z.number().int() })),
  shipping: z.boolean(),
  restock: z.boolean(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type RefundRecord = z.infer<typeof refundRecord>;

export const refundResponse = successSchema({ data: refundRecord });
export const refundsResponse = successSchema({ data: z.array(refundRecord) });
