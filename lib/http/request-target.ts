import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "../log";
import { formatHost, INVALID_HOST, parseHost } from "../tenancy/resolve-host";

// The request line and the Host header, checked once where every request comes in
// (scripts/serve.ts), before either way of serving it (the customer API directly, or Next) reads
// them. What is refused here is answered 400 in the API's shape, in English: no store is known yet.

export type Admitted = {
  /** The target in origin form: a path and its query. */
  url: string;
  /** `hostname[:port]`, lower-cased; undefined for a request that names none (HTTP/1.0). */
  host: string | undefined;
};

const ABSOLUTE_FORM = /^https?:\/\//i;

/**
 * The request as the server acts on it, or why it is refused. An absolute-form target
 * (`GET http://shop.example/x HTTP/1.1`) names its own host, and RFC 9112 (3.2.2) has the server
 * take that one instead of the Host header; it becomes a path here, so that nothing downstream
 * builds a URL, or a redirect, on a host the Host rule has not checked.
 */
export function admitRequest(target: string, hostHeader: string | undefined): Admitted | { refused: string } {
  let url = target;
  let host = hostHeader;
  if (ABSOLUTE_FORM.test(target)) {
    let parsed: URL;
    try {
      parsed = new URL(target);
    } catch {
      return { refused: "The request target is not a valid URL." };
    }
    if (parsed.username || parsed.password) return { refused: "The request target must not carry user information." };
    url = `${parsed.pathname}${parsed.search}`;
    host = parsed.host;
  } else if (!target.startsWith("/")) {
    return { refused: "The request target is not a path." };
  }

  const parsedHost = parseHost(host);
  if (!parsedHost) return { refused: INVALID_HOST };
  const query = url.indexOf("?");
  const [pathname, search] = query === -1 ? [url, ""] : [url.slice(0, query), url.slice(query)];
  try {
    decodeURIComponent(pathname);
  } catch {
    return { refused: "The request path is not valid percent-encoding." };
  }
  return { url: `${normalizePath(pathname)}${search}`, host: parsedHost.hostname ? formatHost(parsedHost) : undefined };
}

/**
 * One spelling of a path, for everything after the door: `/./api//login-customer`,
 * `/%2e/api/login-customer` and `/x/../api/login-customer` are `/api/login-customer`, so that
 * what is decided by path (which surface, which route, which limits) cannot be had twice by
 * spelling it another way. Encoded dots are dots (RFC 3986, 6.2.2.2), repeated slashes one, and
 * dot segments are removed as RFC 3986 (5.2.4) resolves them.
 */
export function normalizePath(pathname: string): string {
  const segments = pathname
    .replace(/%2e/gi, ".")
    .replace(/\/{2,}/g, "/")
    .split("/")
    .slice(1);
  const kept: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === "..") kept.pop();
    if (segment !== "." && segment !== "..") kept.push(segment);
    else if (last) kept.push("");
  });
  return `/${kept.join("/")}`;
}

/** The 400 of a refused request, logged as every answered request is. */
export function refuseRequest(req: IncomingMessage, res: ServerResponse, message: string): void {
  const requestId = randomUUID();
  logger.info({ request_id: requestId, method: req.method, path: req.url, status: 400, ms: 0, refused: message }, "request");
  req.resume();
  const body = JSON.stringify({ success: false, message });
  res.writeHead(400, { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-request-id": requestId }).end(body);
}
