import { DomainError } from "../core/errors";
import { routeMatcher, type RouteTable } from "./route-dispatch";
import type { RouteMethod, RouteModule } from "./route-doc";

// The same-origin forwarders of the two UIs (docs/decisions.md, "Tokens in the browser UIs"). The
// browser calls an API's own routes under a path of the page's host (/shop-api/cart/list); the
// forwarder puts the bearer token kept in an httpOnly cookie on the call and hands it to the
// route's handler in this process, so page scripts never hold a token and every rule of the
// wrapper (tenant, limits, validation, errors) applies as for any other client.

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * Cookies ride along on cross-site requests, so a call that changes something is taken only from a
 * page of this origin: browsers say so in Sec-Fetch-Site, or at least in Origin.
 */
function fromThisOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === request.headers.get("host");
  } catch {
    return false;
  }
}

export type ForwardedCall = {
  /** The route's path below /api, its segments percent-encoded ("/product-details/chaise%20bleue"). */
  path: string;
  token: string | undefined;
  /** Headers the UI keeps in cookies (a currency): sent unless the call names its own. */
  defaults?: Record<string, string>;
  /** Headers the page decides whatever the browser sent (the language the shopper chose over the browser's). */
  overrides?: Record<string, string>;
};

export function createForwarder(routes: RouteTable, fallback: RouteModule) {
  const match = routeMatcher(routes, fallback);
  return async function forward(request: Request, call: ForwardedCall): Promise<Response> {
    const method = request.method.toUpperCase();
    if (!SAFE_METHODS.has(method) && !fromThisOrigin(request)) {
      const refused = new DomainError("forbidden", "This call must come from a page of this store.");
      return Response.json(refused.body(), { status: refused.status });
    }
    const { module, params } = match(call.path)!;
    const handler = module[(method === "HEAD" ? "GET" : method) as RouteMethod];
    if (!handler) return new Response(null, { status: 405, headers: { allow: Object.keys(module).join(", ") } });

    const headers = new Headers(request.headers);
    // The API authenticates by bearer token only; the page's cookies are not its business.
    headers.delete("cookie");
    if (call.token) headers.set("authorization", `Bearer ${call.token}`);
    else headers.delete("authorization");
    for (const [name, value] of Object.entries(call.defaults ?? {})) if (!headers.has(name)) headers.set(name, value);
    for (const [name, value] of Object.entries(call.overrides ?? {})) headers.set(name, value);

    const url = new URL(request.url);
    const inner = new Request(new URL(`/api${call.path}${url.search}`, url), {
      method,
      headers,
      // Not request.signal: Next aborts it once the route has answered, which would cut a streamed
      // answer (an AI generation's events) short.
      ...(request.body ? { body: request.body, duplex: "half" } : {}),
    } as RequestInit);
    return handler(inner, { params: Promise.resolve(params) });
  };
}
