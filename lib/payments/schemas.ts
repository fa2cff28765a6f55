import { z } from "zod";

// The payment methods a shopper can choose, as the contract shows them.
export const paymentMethodRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  instruction: z.string(),
});
export const activePaymentMethodsResponse = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ data: z.array(paymentMethodRecord) }),
});

// The gateways' confirmation routes (ours; the contract has none of them).
const confirmationResult = z.enum(["paid", "failed", "flagged", "duplicate", "ignored", "unknown"]);
/** A webhook's answer: 2xx tells the gateway to stop sending it; `result` is what it did. */
export const webhookResponse = z.strictObject({ success: z.literal(true), result: confirmationResult });
/** Every field of a signed notification, as strings: the signature covers fields we do not read. */
export const signedFields = z
  .object({
    oid: z.string().optional().meta({ description: "The order's code" }),
    ProcReturnCode: z.string().optional().meta({ description: "00 when approved" }),
    HASH: z.string().optional().meta({ description: "ver3 hash of every other field with the store key" }),
  })
  .catchall(z.string().max(4096));
export const stripeEventBody = z.looseObject({ id: z.string(), type: z.string() });
export const paypalEventBody = z.looseObject({ id: z.string(), event_type: z.string() });
export const paypalCaptureInput = z.strictObject({ order_id: z.string().min(1).max(64) });
export const paypalCaptureResponse = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  order_id: z.number().int(),
  order_code: z.string(),
  payment_status: z.enum(["paid", "unpaid"]),
});
