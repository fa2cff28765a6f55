import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { amount, roundAmount, type Decimal } from "../../money/money";
import { cmiGatewayUrl } from "./cmi-gates";
import { GatewayRefused, type ChargeRequest, type ChargeStart } from "./gateway";

// CMI (Centre Monétique Interbancaire, Moroccan cards) in its 3D Pay Hosting mode: nothing is
// called from here. The shopper's browser posts a signed form to CMI's 3D gate, pays there, and
// CMI posts the result, signed with the same store key, to our callback (server to server) and
// to okUrl or failUrl (the browser). The signature is CMI's "ver3" hash, over every field.

/** ISO 4217 numeric codes of the currencies CMI takes: the dirham, and the foreign cards' currencies CMI's merchants are offered. */
const CURRENCY_NUMBERS: Record<string, string> = { MAD: "504", EUR: "978", USD: "840", GBP: "826", CAD: "124", CHF: "756", SAR: "682", AED: "784" };
const CURRENCY_CODES = Object.fromEntries(Object.entries(CURRENCY_NUMBERS).map(([code, number]) => [number, code]));

/** The languages of CMI's payment page. */
const LANGUAGES = new Set(["fr", "en", "ar"]);

/** Where the shopper's browser lands, and where CMI posts the result, on the store's own host. */
export const CMI_PATHS = { ok: "/api/payment/cmi/success", fail: "/api/payment/cmi/fail", callback: "/api/payment/cmi/callback" } as const;

const escape = (value: string) => value.trim().replace(/\\/g, "\\\\").replace(/\|/g, "\\|");
const byNameIgnoringCase = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * CMI's ver3 hash: every field but `hash` and `encoding`, by name without regard to case, each
 * value trimmed with `\` and `|` escaped, joined with `|`, then `|` and the escaped store key;
 * SHA-512, in base64.
 */
export function cmiHash(fields: Record<string, string>, storeKey: string): string {
  const names = Object.keys(fields)
    .filter((name) => !["hash", "encoding"].includes(name.toLowerCase()))
    .sort(byNameIgnoringCase);
  const plain = [...names.map((name) => escape(fields[name]!)), escape(storeKey)].join("|");
  return createHash("sha512").update(plain, "utf8").digest("base64");
}

/** Whether CMI signed these fields (its result, posted back) with the store key. */
export function cmiSigned(fields: Record<string, string>, storeKey: string): boolean {
  const sent = Buffer.from(fields.HASH ?? "", "utf8");
  const expected = Buffer.from(cmiHash(fields, storeKey), "utf8");
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** What a signed result says: the order reference, the outcome, and the amount in the currency it names. */
export function cmiResult(fields: Record<string, string>) {
  const currency = CURRENCY_CODES[fields.currency ?? ""] ?? "";
  const value = fields.amount ?? "";
  return {
    reference: fields.oid ?? "",
    outcome: fields.ProcReturnCode === "00" ? ("paid" as const) : ("failed" as const),
    amount: /^\d+(\.\d+)?$/.test(value) ? amount(value) : null,
    currency,
  };
}

/** The form the shopper's browser posts to CMI, signed; CMI pre-authorises the amount, captured once our callback answers. */
export function startCmiCharge({ storeOrigin, order, method }: ChargeRequest, rnd = randomBytes(10).toString("hex")): ChargeStart {
  const { client_id: clientId, store_key: storeKey } = method.credentials;
  if (!clientId || !storeKey) throw new GatewayRefused("The CMI payment method has no client id or store key.");
  const currency = CURRENCY_NUMBERS[order.currency];
  if (!currency) throw new GatewayRefused(`CMI does not take payments in ${order.currency}.`);
  const charged: Decimal = roundAmount(order.amount);
  const fields: Record<string, string> = {
    clientid: clientId,
    storetype: "3D_PAY_HOSTING",
    TranType: "PreAuth",
    amount: charged.toFixed(2),
    currency,
    oid: order.code,
    okUrl: `${storeOrigin}${CMI_PATHS.ok}`,
    failUrl: `${storeOrigin}${CMI_PATHS.fail}`,
    CallbackURL: `${storeOrigin}${CMI_PATHS.callback}`,
    lang: LANGUAGES.has(order.language) ? order.language : "en",
    email: order.email,
    BillToName: order.name,
    tel: order.phone ?? "",
    BillToStreet1: order.address ?? "",
    rnd,
    hashAlgorithm: "ver3",
    encoding: "UTF-8",
  };
  return {
    provider: "cmi",
    gateway_url: cmiGatewayUrl(method.sandbox),
    form_data: { ...fields, HASH: cmiHash(fields, storeKey) },
    reference: order.code,
    charged: { amount: charged, currency: order.currency },
  };
}
