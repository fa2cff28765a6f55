import { z } from "zod";
import { successSchema } from "../core/envelopes";
import { recordId } from "../core/ids";
import { postedItem } from "../cart/schemas";
import { shippingOptionsInput } from "../shipping/schemas";

// POST /make-payment: the contract's body, with the optional fields of ours that the storefront
// sends (a coupon, where and how to deliver, a note), and the answer of each provider.

export const makePaymentInput = z.object({
  payment_method_id: recordId,
  items: z.array(postedItem).min(1).max(100),
  phone: z.string().trim().max(40).nullish(),
  address: z.string().trim().max(500).nullish(),
  coupon_code: z.string().trim().min(1).max(64).nullish(),
  shipping_type: shippingOptionsInput.shape.shipping_type.nullish(),
  delivery_address: shippingOptionsInput.shape.delivery_address,
  shipping_option_id: recordId
    .nullish()
    .meta({ description: "An option of `/get-shipping-options` for these items (a rate, or a pickup point); default the cheapest" }),
  pickup_point_id: recordId.nullish().meta({ description: "With `pickup_delivery`: the pickup point (the same as `shipping_option_id`)" }),
  note: z.string().trim().max(1000).nullish(),
});
export type MakePaymentInput = z.infer<typeof makePaymentInput>;

export const IDEMPOTENCY_HEADER = "idempotency-key";

export const codAnswer = successSchema({ provider: z.literal("cod"), order_id: z.number().int(), order_code: z.string(), message: z.string() });
export const stripeAnswer = successSchema({
  provider: z.literal("stripe"),
  client_secret: z.string(),
  public_key: z.string(),
  order_id: z.number().int(),
  wallets: z
    .boolean()
    .meta({ description: "Ours: the method is Google Pay, whose wallet buttons (Google Pay, Apple Pay) the checkout shows, the card form as the fallback" }),
});
export const paypalAnswer = successSchema({
  provider: z.literal("paypal"),
  order_id: z.string(),
  public_key: z.string(),
  currency: z.string().meta({ description: "Ours: the currency PayPal's order is in, which PayPal's SDK must be loaded with" }),
});
export const cmiAnswer = successSchema({ provider: z.literal("cmi"), gateway_url: z.string(), form_data: z.record(z.string(), z.string()) });
export const makePaymentResponse = z.discriminatedUnion("provider", [codAnswer, stripeAnswer, paypalAnswer, cmiAnswer]);
export type MakePaymentAnswer = z.infer<typeof makePaymentResponse>;
/** What /make-payment answers inside its success envelope: the order placed, and how its payment goes on. */
export type PaymentStart = MakePaymentAnswer extends infer A ? (A extends unknown ? Omit<A, "success"> : never) : never;
