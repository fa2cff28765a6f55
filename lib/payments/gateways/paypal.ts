import { db } from "../../db/client";
import { env } from "../../env";
import { amount, convertAmount, Decimal, roundToMinorUnit } from "../../money/money";
import { GatewayRefused, GatewayUnavailable, type ChargeRequest, type ChargeStart, type RefundRequest, type RefundStart } from "./gateway";

// PayPal through its REST API (Orders v2): PayPal's server package has no way to change its base
// address, which the tests and a self-hosted proxy need. An OAuth2 token per set of credentials,
// an order with intent CAPTURE that the shopper approves in PayPal's button, then our capture
// (confirmations.ts) and PayPal's signed webhooks, verified by PayPal's own API.

const BASES = { sandbox: "https://api-m.sandbox.paypal.com", live: "https://api-m.paypal.com" };

/** The currencies PayPal takes (https://developer.paypal.com/reference/currency-codes/); of them, these have no decimals. */
const PAYPAL_CURRENCIES = new Set([
  "AUD", "BRL", "CAD", "CNY", "CZK", "DKK", "EUR", "HKD", "HUF", "ILS", "JPY", "MYR", "MXN", "TWD", "NZD", "NOK", "PHP", "PLN", "GBP", "SGD", "SEK", "CHF", "THB", "USD",
]); // prettier-ignore
const ZERO_DECIMAL = new Set(["HUF", "JPY", "TWD"]);

export const DEFAULT_SETTLEMENT_CURRENCY = "EUR";

export type PaypalMethod = Pick<ChargeRequest["method"], "sandbox" | "credentials">;

const baseOf = (method: PaypalMethod) => env().PAYPAL_API_BASE?.replace(/\/$/, "") ?? (method.sandbox ? BASES.sandbox : BASES.live);

/** An amount as PayPal writes it: "12.50", or "1500" in a currency without decimals. */
export function paypalValue(value: Decimal, currency: string): string {
  const digits = ZERO_DECIMAL.has(currency) ? 0 : 2;
  return roundToMinorUnit(value, digits).toFixed(digits);
}

/**
 * What PayPal is asked for: the order's amount in its currency when PayPal takes it; otherwise
 * (the dirham) the method's settlement currency at the store's rates, converted once. Both
 * currencies' rates are to the store's default currency.
 */
export function paypalCharge(
  order: { amount: Decimal; currency: string },
  settlementCurrency: string | null,
  rates: Map<string, Decimal>,
): { amount: Decimal; currency: string } {
  if (PAYPAL_CURRENCIES.has(order.currency)) return { amount: amount(paypalValue(order.amount, order.currency)), currency: order.currency };
  const currency = (settlementCurrency ?? DEFAULT_SETTLEMENT_CURRENCY).toUpperCase();
  const from = rates.get(order.currency);
  const to = rates.get(currency);
  if (!PAYPAL_CURRENCIES.has(currency) || !from || !to)
    throw new GatewayRefused(`PayPal does not take ${order.currency}, and the store has no rate for the settlement currency ${currency} that PayPal takes.`);
  return { amount: amount(paypalValue(convertAmount(order.amount, to.dividedBy(from)), currency)), currency };
}

/** The rates of the store the order is in, its default currency's 1. */
async function storeRates(orderId: number): Promise<Map<string, Decimal>> {
  const order = await db().order.findUniqueOrThrow({
    where: { id: orderId },
    select: { store: { select: { currencyCode: true, currencies: { select: { code: true, conversionRate: true } } } } },
  });
  const rates = new Map(order.store.currencies.map((c) => [c.code, c.conversionRate]));
  rates.set(order.store.currencyCode, new Decimal(1));
  return rates;
}

type Token = { value: string; expiresAt: number };
/** Tokens by base address and credentials, until a minute before PayPal says they expire. */
const tokens = new Map<string, Token>();

const tokenKey = (method: PaypalMethod) => `${baseOf(method)}\n${method.credentials.client_id}\n${method.credentials.client_secret}`;

async function accessToken(method: PaypalMethod): Promise<string> {
  const { client_id: clientId, client_secret: clientSecret } = method.credentials;
  if (!clientId || !clientSecret) throw new GatewayRefused("The PayPal payment method has no client id or secret.");
  const key = tokenKey(method);
  const kept = tokens.get(key);
  if (kept && kept.expiresAt > Date.now()) return kept.value;
  const answer = await send(method, "/v1/oauth2/token", {
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  const { access_token: value, expires_in: seconds } = answer as { access_token?: string; expires_in?: number };
  if (!value) throw new GatewayRefused("PayPal answered no access token.");
  tokens.set(key, { value, expiresAt: Date.now() + Math.max(0, (seconds ?? 0) - 60) * 1000 });
  return value;
}

/** A POST to PayPal's API, its JSON answer; 4xx is a refusal, anything else that is not 2xx (a timeout too) unavailability. */
async function send(method: PaypalMethod, path: string, init: { headers: Record<string, string>; body: string }): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${baseOf(method)}${path}`, { method: "POST", ...init, signal: AbortSignal.timeout(env().GATEWAY_TIMEOUT_MS) });
  } catch (error) {
    throw new GatewayUnavailable(`PayPal could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => "");
  if (response.status >= 500 || response.status === 429) throw new GatewayUnavailable(`PayPal answered ${response.status}.`);
  if (!response.ok) throw new PaypalRefused(response.status, `PayPal refused (${response.status}): ${paypalReason(text)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GatewayUnavailable("PayPal answered something that is not JSON.");
  }
}

class PaypalRefused extends GatewayRefused {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** PayPal's own words for a refusal: its issue code, else its message. */
function paypalReason(text: string): string {
  try {
    const body = JSON.parse(text) as { name?: string; message?: string; details?: { issue?: string }[]; error_description?: string };
    return body.details?.[0]?.issue ?? body.error_description ?? body.message ?? body.name ?? text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

/** A call to the API with a token; a token PayPal no longer takes (401) is dropped and fetched again, once. */
async function call(method: PaypalMethod, path: string, body: unknown, requestId?: string): Promise<unknown> {
  const attempt = async () =>
    send(method, path, {
      headers: {
        authorization: `Bearer ${await accessToken(method)}`,
        "content-type": "application/json",
        ...(requestId ? { "paypal-request-id": requestId } : {}),
      },
      body: JSON.stringify(body),
    });
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof PaypalRefused) || error.status !== 401) throw error;
    tokens.delete(tokenKey(method));
    return attempt();
  }
}

/** A PayPal order for the amount, intent CAPTURE; our idempotency key is its PayPal-Request-Id. */
export async function startPaypalCharge({ order, method, idempotencyKey }: ChargeRequest): Promise<ChargeStart> {
  const clientId = method.credentials.client_id;
  if (!clientId) throw new GatewayRefused("The PayPal payment method has no client id or secret.");
  const charged = paypalCharge(order, method.settlementCurrency, PAYPAL_CURRENCIES.has(order.currency) ? new Map() : await storeRates(order.id));
  const created = (await call(
    method,
    "/v2/checkout/orders",
    {
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: order.code,
          custom_id: String(order.id),
          description: `Order ${order.code}`,
          amount: { currency_code: charged.currency, value: paypalValue(charged.amount, charged.currency) },
        },
      ],
    },
    idempotencyKey,
  )) as { id?: string };
  if (!created.id) throw new GatewayRefused("PayPal answered an order without an id.");
  return { provider: "paypal", order_id: created.id, public_key: clientId, reference: created.id, charged };
}

export type PaypalCapture = { status: string; captureId: string | null; amount: Decimal | null; currency: string };

/** What a capture (or a capture event's resource) says: its status, id and amount. */
export function captureOf(capture: { id?: string; status?: string; amount?: { currency_code?: string; value?: string } } | undefined): PaypalCapture {
  const value = capture?.amount?.value;
  return {
    status: capture?.status ?? "",
    captureId: capture?.id ?? null,
    amount: value && /^\d+(\.\d+)?$/.test(value) ? amount(value) : null,
    currency: capture?.amount?.currency_code ?? "",
  };
}

/** Captures the order the shopper approved; a repeated capture of the same order is the same request to PayPal. */
export async function capturePaypalOrder(method: PaypalMethod, orderId: string): Promise<PaypalCapture> {
  const answer = (await call(method, `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, `capture-${orderId}`)) as {
    purchase_units?: { payments?: { captures?: Parameters<typeof captureOf>[0][] } }[];
  };
  return captureOf(answer.purchase_units?.[0]?.payments?.captures?.[0]);
}

/**
 * A refund of the capture (Payments v2), our refund's id as its `custom_id` and `invoice_id` so
 * that its webhook finds it; our idempotency key is its PayPal-Request-Id.
 */
export async function refundPaypalCapture({ reference, amount, currency, method, idempotencyKey, refundId, reason }: RefundRequest): Promise<RefundStart> {
  const answer = (await call(
    method,
    `/v2/payments/captures/${encodeURIComponent(reference)}/refund`,
    {
      amount: { currency_code: currency, value: paypalValue(amount, currency) },
      custom_id: String(refundId),
      ...(reason ? { note_to_payer: reason.slice(0, 255) } : {}),
    },
    idempotencyKey,
  )) as { id?: string; status?: string; status_details?: { reason?: string } };
  if (!answer.id || answer.status === "CANCELLED" || answer.status === "FAILED")
    throw new GatewayRefused(`PayPal refused the refund: ${answer.status_details?.reason ?? answer.status ?? "no refund id"}`);
  return { reference: answer.id, status: answer.status === "COMPLETED" ? "succeeded" : "pending" };
}

/** The headers PayPal signs a webhook delivery with. */
const TRANSMISSION_HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

/** Whether PayPal signed this delivery for the method's webhook, as PayPal's verify-webhook-signature API says. */
export async function paypalWebhookGenuine(method: PaypalMethod, headers: Headers, event: unknown): Promise<boolean> {
  const webhookId = method.credentials.webhook_id;
  if (!webhookId) return false;
  const transmission = Object.fromEntries(Object.entries(TRANSMISSION_HEADERS).map(([field, header]) => [field, headers.get(header) ?? ""]));
  if (Object.values(transmission).some((value) => !value)) return false;
  const answer = (await call(method, "/v1/notifications/verify-webhook-signature", { ...transmission, webhook_id: webhookId, webhook_event: event })) as {
    verification_status?: string;
  };
  return answer.verification_status === "SUCCESS";
}
