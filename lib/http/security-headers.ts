import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { TENANT_HEADER } from "../tenancy/resolve-host";

// What every answer carries, whichever way it was served (scripts/serve.ts calls guardAnswers for
// each request, so Next's answers and the customer API's alike), and the pages' Content Security
// Policy, with the one table of what they may load.

/** A year: the usual HSTS lifetime. No includeSubDomains: a store's custom domain has subdomains that are its own. */
const HSTS = "max-age=31536000";

/** The headers every answer carries; HSTS only over HTTPS (RFC 6797: never over plain HTTP). */
function answerHeaders(https: boolean): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(https ? { "strict-transport-security": HSTS } : {}),
  };
}

/** Headers the proxy and Next pass among themselves (the rewrite's target, the tenant), never the client's to see. */
const isInternal = (name: string) => name.startsWith("x-middleware-") || name === TENANT_HEADER;

/**
 * Gives the answer the headers of answerHeaders (those its route did not set) and takes the
 * internal ones out, as its head is written: whoever writes it, explicitly or on the first write.
 */
export function guardAnswers(res: ServerResponse, https: boolean): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const name of this.getHeaderNames()) if (isInternal(name)) this.removeHeader(name);
    for (const [name, value] of Object.entries(answerHeaders(https))) if (!this.hasHeader(name)) this.setHeader(name, value);
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof res.writeHead;
}

type Policy = Record<string, string[]>;

const serialize = (policy: Policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");

/** What every HTML answer allows: its own host only, no plugins, never inside another site's frame. */
const BASE_POLICY: Policy = {
  "default-src": ["'self'"],
  "img-src": ["'self'", "data:", "blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** A fresh nonce for one page's scripts. */
export const pageNonce = () => randomBytes(16).toString("base64");

/**
 * What a storefront page's payment step loads (the official SDKs, as Stripe's and PayPal's CSP
 * guides list them): Stripe.js and its frames and API (cards and Google Pay), PayPal's SDK with its
 * buttons' frames, from live and sandbox alike since a method's mode is the owner's to switch.
 */
const PAYMENT_SOURCES: Policy = {
  "script-src": ["https://js.stripe.com", "https://www.paypal.com", "https://www.sandbox.paypal.com"],
  "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com", "https://www.paypal.com", "https://www.sandbox.paypal.com"],
  "connect-src": ["https://api.stripe.com", "https://www.paypal.com", "https://www.sandbox.paypal.com"],
  "img-src": ["https://*.stripe.com", "https://www.paypalobjects.com"],
};

/**
 * The pages' policy (proxy.ts sets it with a nonce per request, and Next puts the nonce on the
 * scripts and styles it writes). Every origin a page may load from is listed here and nowhere
 * else. A store's pages take payments: `paymentForms` are the gateways their forms may post to
 * (CMI's 3D gate), and PAYMENT_SOURCES joins the lists. Development needs eval (React's debugging)
 * and inline styles (the error overlay), as Next's guide says.
 */
export function pagePolicy({ nonce, dev, https, paymentForms }: { nonce: string; dev: boolean; https: boolean; paymentForms?: string[] }): string {
  const payments = (directive: string) => (paymentForms ? (PAYMENT_SOURCES[directive] ?? []) : []);
  return serialize({
    ...BASE_POLICY,
    "img-src": [...BASE_POLICY["img-src"]!, ...payments("img-src")],
    "form-action": ["'self'", ...(paymentForms ?? [])],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(dev ? ["'unsafe-eval'"] : []), ...payments("script-src")],
    "style-src": ["'self'", dev ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...payments("connect-src")],
    "frame-src": ["'self'", ...payments("frame-src")],
    // Over HTTPS, a stray http:// picture or script is fetched over HTTPS rather than blocked.
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  });
}

/** The API reference page's: Swagger UI's files from this host, its one inline script by hash, and the inline styles it writes. */
export function referencePagePolicy(inlineScriptHash: string): string {
  return serialize({ ...BASE_POLICY, "script-src": ["'self'", `'sha256-${inlineScriptHash}'`], "style-src": ["'self'", "'unsafe-inline'"] });
}
