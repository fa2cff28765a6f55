import Stripe from "stripe";
import { env } from "../../env";
import { fromMinorUnits, roundToMinorUnit, toMinorUnits, type Decimal } from "../../money/money";
import { GatewayRefused, GatewayUnavailable, type ChargeRequest, type ChargeStart, type RefundRequest, type RefundStart } from "./gateway";

// Stripe, for cards and for Google Pay (a card wallet on the same PaymentIntent), through the
// official package: the shopper's app confirms the PaymentIntent with its client secret, and
// Stripe tells us the outcome by a signed webhook (confirmations.ts).

/**
 * Decimals of a currency's minor unit as Stripe counts it: most have 2, these none
 * (¥1000 is `amount: 1000`), and these 3 (Stripe asks their last digit to be 0, which an amount
 * of 2 decimals always gives).
 * https://docs.stripe.com/currencies#zero-decimal
 */
const ZERO_DECIMAL = new Set(["BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "VND", "VUV", "XAF", "XOF", "XPF"]);
const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

export const stripeExponent = (currency: string) => (ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : THREE_DECIMAL.has(currency.toUpperCase()) ? 3 : 2);

/** An amount as the integer Stripe takes for it. */
export const stripeAmount = (amount: Decimal, currency: string) => toMinorUnits(amount, stripeExponent(currency));

/** An amount Stripe reports, as ours. */
export const fromStripeAmount = (units: number, currency: string) => fromMinorUnits(units, stripeExponent(currency));

/** One client per secret key: the package keeps its connections and settings in it. */
const clients = new Map<string, Stripe>();

function client(secretKey: string): Stripe {
  let stripe = clients.get(secretKey);
  if (!stripe) {
    const base = env().STRIPE_API_BASE ? new URL(env().STRIPE_API_BASE!) : undefined;
    stripe = new Stripe(secretKey, {
      timeout: env().GATEWAY_TIMEOUT_MS,
      maxNetworkRetries: 1,
      ...(base
        ? { host: base.hostname, port: base.port || (base.protocol === "http:" ? 80 : 443), protocol: base.protocol === "http:" ? "http" : "https" }
        : {}),
    });
    clients.set(secretKey, stripe);
  }
  return stripe;
}

/**
 * A PaymentIntent for the order's amount, in the currency's minor units, the order in its
 * metadata. Our idempotency key goes with it: a checkout retried after a lost answer gets the
 * same PaymentIntent back, never a second one.
 */
export async function startStripeCharge({ order, method, idempotencyKey }: ChargeRequest): Promise<ChargeStart> {
  const { secret_key: secretKey, publishable_key: publishableKey } = method.credentials;
  if (!secretKey || !publishableKey) throw new GatewayRefused("The Stripe payment method has no secret or publishable key.");
  const exponent = stripeExponent(order.currency);
  const charged = roundToMinorUnit(order.amount, exponent);
  try {
    const intent = await client(secretKey).paymentIntents.create(
      {
        amount: toMinorUnits(charged, exponent),
        currency: order.currency.toLowerCase(),
        description: `Order ${order.code}`,
        receipt_email: order.email || undefined,
        metadata: { order_id: String(order.id), order_code: order.code },
        // Google Pay is a wallet of the card method; the card form takes every method the account enables.
        ...(method.provider === "gpay" ? { payment_method_types: ["card"] } : { automatic_payment_methods: { enabled: true } }),
      },
      { idempotencyKey },
    );
    if (!intent.client_secret) throw new GatewayRefused("Stripe answered a PaymentIntent without a client secret.");
    return {
      provider: "stripe",
      client_secret: intent.client_secret,
      public_key: publishableKey,
      reference: intent.id,
      charged: { amount: charged, currency: order.currency },
    };
  } catch (error) {
    throw gatewayError(error);
  }
}

/**
 * A refund of the PaymentIntent (Stripe's Refunds API), our refund in its metadata so that its
 * events find it; our idempotency key makes a retried call the same refund.
 */
export async function refundStripePayment({ reference, amount, currency, method, idempotencyKey, refundId, orderId }: RefundRequest): Promise<RefundStart> {
  const secretKey = method.credentials.secret_key;
  if (!secretKey) throw new GatewayRefused("The Stripe payment method has no secret key.");
  try {
    const refund = await client(secretKey).refunds.create(
      { payment_intent: reference, amount: stripeAmount(amount, currency), metadata: { refund_id: String(refundId), order_id: String(orderId) } },
      { idempotencyKey },
    );
    if (refund.status === "failed" || refund.status === "canceled")
      throw new GatewayRefused(`Stripe refused the refund: ${refund.failure_reason ?? refund.status}`);
    return { reference: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending" };
  } catch (error) {
    throw gatewayError(error, "refund");
  }
}

/** The package's error as ours: Stripe refused (4xx), or could not be reached, timed out, was busy or failed (5xx). */
function gatewayError(error: unknown, what: "payment" | "refund" = "payment"): Error {
  if (error instanceof GatewayRefused) return error;
  if (!(error instanceof Stripe.errors.StripeError)) return new GatewayUnavailable(`Stripe could not be reached: ${String(error)}`);
  const status = error.statusCode;
  const unavailable = error instanceof Stripe.errors.StripeConnectionError || status === undefined || status >= 500 || status === 429;
  return unavailable ? new GatewayUnavailable(`Stripe is unavailable: ${error.message}`) : new GatewayRefused(`Stripe refused the ${what}: ${error.message}`);
}

/**
 * The event of a webhook, if one of the secrets signed it within the package's tolerance (five
 * minutes): a forged, unsigned or stale delivery is null.
 */
export function stripeEvent(rawBody: Buffer, signature: string | null, secrets: string[]): Stripe.Event | null {
  if (!signature) return null;
  for (const secret of secrets) {
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    }
  }
  return null;
}
