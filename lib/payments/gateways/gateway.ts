import type { Decimal } from "@/lib/money/money"; // use whatever Decimal type lib/money/money.ts exports
export type ChargeRequest = {
  storeOrigin: string; // the store's own origin (https://demo.example.com), for okUrl/failUrl/CallbackURL and return URLs
  order: {
    id: number;
    code: string;
    amount: Decimal;
    currency: string;
    email: string;
    name: string;
    phone: string | null;
    address: string | null;
    language: string;
  };
  method: {
    id: number;
    provider: "stripe" | "gpay" | "paypal" | "cmi";
    sandbox: boolean;
    credentials: Record<string, string>;
    settlementCurrency: string | null;
  };
  idempotencyKey: string; // ours: derived from the client's Idempotency-Key or the payment row id
};
export type ChargeStart =
  | { provider: "stripe"; client_secret: string; public_key: string; reference: string; charged: { amount: Decimal; currency: string } }
  | { provider: "paypal"; order_id: string; public_key: string; reference: string; charged: { amount: Decimal; currency: string } }
  | { provider: "cmi"; gateway_url: string; form_data: Record<string, string>; reference: string; charged: { amount: Decimal; currency: string } };
/** Money given back at the gateway that took it, against its reference of the payment. */
export type RefundRequest = {
  /** Stripe's PaymentIntent, PayPal's capture. */
  reference: string;
  amount: Decimal;
  currency: string;
  method: Pick<ChargeRequest["method"], "provider" | "sandbox" | "credentials">;
  /** Ours, from our refund's id: a retried call is the same refund there. */
  idempotencyKey: string;
  refundId: number;
  orderId: number;
  reason: string | null;
};
/** The gateway's refund: done already, or still on its way (its event will say). */
export type RefundStart = { reference: string; status: "succeeded" | "pending" };
/** The gateway answered with a refusal (4xx from it): 502 to the client. */
export class GatewayRefused extends Error {}
/** The gateway could not be reached, timed out or answered 5xx: 503 to the client. */
export class GatewayUnavailable extends Error {}
