import { env } from "../env";

// Cross-origin calls from browser pages (docs/decisions.md, CORS). The customer API serves mobile
// apps and storefronts on other origins, with bearer tokens and no cookies: pages of any origin
// may call it, or only those of CORS_ORIGINS when set, never with credentials. The administration
// API answers only the origins of ADMIN_CORS_ORIGINS, none by default (the dashboard is
// same-origin). Answers get these headers in the wrapper's answer step (lib/api/route.ts);
// preflights, which reach no route, are answered by whichever path serves the request
// (lib/api/route-dispatch.ts, proxy.ts).

export type ApiSurface = "store" | "admin";

/** What pages may send beyond the headers every request may carry: the token, JSON's type, the display currency. */
const ALLOWED_HEADERS = "authorization, content-type, store-currency";
/** What pages may read beyond the safelisted headers: the 429's wait, the id of a logged request, a bare list's total. */
const EXPOSED_HEADERS = "retry-after, x-request-id, x-total-count";
/** Two hours, the longest Chromium keeps a preflight's answer. */
const PREFLIGHT_MAX_AGE = "7200";

const listedOrigins = (surface: ApiSurface) => (surface === "store" ? env().CORS_ORIGINS : env().ADMIN_CORS_ORIGINS);

/** Access-Control-Allow-Origin for a page of `origin`: `*` when any may call, the origin itself when listed. */
function allowedOrigin(surface: ApiSurface, origin: string | null | undefined): string | undefined {
  if (!origin) return undefined;
  const listed = listedOrigins(surface);
  if (!listed) return "*";
  return listed.includes(origin.toLowerCase()) ? origin : undefined;
}

/** The headers of an answer to a page of `origin` (none for another origin than the list's). */
export function corsHeaders(surface: ApiSurface, origin: string | null | undefined): Record<string, string> {
  const allowed = allowedOrigin(surface, origin);
  return {
    // An answer that names one origin of a list is not another origin's, for caches.
    ...(listedOrigins(surface)?.length ? { vary: "Origin" } : {}),
    ...(allowed ? { "access-control-allow-origin": allowed, "access-control-expose-headers": EXPOSED_HEADERS } : {}),
  };
}

/**
 * The answer's headers to a preflight (OPTIONS with Origin and Access-Control-Request-Method),
 * allowing the method asked for (the route answers 405 if it has no such method); undefined
 * when it is no preflight or its origin may not call.
 */
export function preflightHeaders(
  surface: ApiSurface,
  origin: string | null | undefined,
  requestedMethod: string | null | undefined,
): Record<string, string> | undefined {
  if (!requestedMethod || !/^[A-Za-z]+$/.test(requestedMethod) || !allowedOrigin(surface, origin)) return undefined;
  return {
    ...corsHeaders(surface, origin),
    "access-control-allow-methods": requestedMethod.toUpperCase(),
    "access-control-allow-headers": ALLOWED_HEADERS,
    "access-control-max-age": PREFLIGHT_MAX_AGE,
  };
}
