import { NextResponse, type NextRequest } from "next/server";
import { clientScheme } from "./lib/http/client";
import { preflightHeaders } from "./lib/api/cors";
import { env } from "./lib/env";
import { pageNonce, pagePolicy } from "./lib/http/security-headers";
import { cmiGatewayOrigins } from "./lib/payments/gateways/cmi-gates";
import { encodeTarget, isApiPath, resolveHost, TENANT_HEADER } from "./lib/tenancy/resolve-host";

// Rewrites: the host picks an internal route tree (and answers a page's CORS preflight).
//   store host    /api/x -> /api/store/x     other paths -> /storefront/...
//   platform host /api/x -> /api/admin/x     other paths -> /platform/...
// Every path is rewritten, so the internal trees cannot be reached by their own names
// (/api/store/x on a store host becomes /api/store/store/x, which does not exist).
// Pages also get their Content Security Policy here, with a nonce per request: Next's documented
// way, since Next reads the nonce from the request's policy to put it on the scripts it writes.
export function proxy(request: NextRequest) {
  const target = resolveHost(request.headers.get("host"), env().ROOT_DOMAIN);
  const { pathname, search } = request.nextUrl;

  const headers = new Headers(request.headers);
  headers.set(TENANT_HEADER, encodeTarget(target));

  let internal: string;
  let policy: string | undefined;
  if (isApiPath(pathname)) {
    const surface = target.surface === "store" ? "store" : "admin";
    // A page's preflight, which Next would answer without CORS headers (lib/api/cors.ts).
    const preflight =
      request.method === "OPTIONS" && preflightHeaders(surface, request.headers.get("origin"), request.headers.get("access-control-request-method"));
    if (preflight) return new NextResponse(null, { status: 204, headers: preflight });
    internal = `/api/${surface}${pathname.slice(4)}`;
  } else if (pathname.startsWith("/uploads/")) {
    internal = pathname; // stored files are served alike on every host
  } else if (target.surface !== "store" && pathname.startsWith("/dashboard-api/")) {
    // The dashboard's calls to the API: its answers (JSON, files, a framed preview) set their own headers, as the API's do.
    internal = `/platform${pathname}`;
  } else {
    internal = `/${target.surface === "store" ? "storefront" : "platform"}${pathname === "/" ? "" : pathname}`;
    const https = clientScheme(request.headers.get("x-forwarded-proto")) === "https";
    const paymentForms = target.surface === "store" ? cmiGatewayOrigins() : undefined;
    policy = pagePolicy({ nonce: pageNonce(), dev: env().NODE_ENV === "development", https, paymentForms });
    headers.set("content-security-policy", policy);
  }
  return NextResponse.rewrite(new URL(`${internal}${search}`, request.url), {
    request: { headers },
    ...(policy ? { headers: { "content-security-policy": policy } } : {}),
  });
}

export const config = {
  // public/assets/ (lib/media/placeholder.ts) is the platform's own, the same on every host.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|assets/).*)"],
};
