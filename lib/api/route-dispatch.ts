import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { errorResponse, isStreamedAnswer } from "./answer";
import { notFound } from "../core/errors";
import { corsHeaders, preflightHeaders } from "./cors";
import { ROUTE_METHODS, type RouteDoc, type RouteMethod, type RouteModule } from "./route-doc";
import { encodeTarget, TENANT_HEADER, type HostTarget } from "../tenancy/resolve-host";

// The production server answers both APIs, the customer API of store hosts and the platform's
// administration API (/api/... on either), by calling the app router's own route handlers, without
// Next's per-request pipeline. Measured on the 2-core machine (docs/benchmarks.md): a route that
// returns a constant answers ~620 req/s through proxy.ts and Next's router, against ~1,200 req/s
// for a route that also makes two database queries when called this way; the contract's latency
// goals cannot be met through the former. Everything a route does (store, authentication, rate
// limit, validation, errors) stays in the one wrapper, lib/api/route.ts; this only maps the path
// to the handler and the Node request to a Web Request, as Next does. Pages and stored files stay
// with Next.

export type RouteTable = Record<string, RouteModule>;
type Surface = RouteDoc["surface"];
export type Match = { module: RouteModule; params: Record<string, string | string[]> };

/**
 * `routes` by public path below /api ("/cart/add", "/product-details/{slug}"); `fallback`
 * answers every other path (the catch-all's JSON 404).
 */
export function createCustomerApiHandler(routes: RouteTable, fallback: RouteModule) {
  return createRouteDispatch("store", routes, fallback).serve;
}

/**
 * The route of a path below /api ("/product-details/shoe" → the module of "/product-details/{slug}",
 * with its params), else `fallback` with the path as its catch-all param, else undefined.
 */
export function routeMatcher(routes: RouteTable, fallback?: RouteModule): (path: string) => Match | undefined {
  const exact = new Map<string, RouteModule>();
  const patterns: { segments: string[]; module: RouteModule }[] = [];
  for (const [path, module] of Object.entries(routes)) {
    if (path.includes("{")) patterns.push({ segments: path.split("/"), module });
    else exact.set(path, module);
  }

  return (path: string): Match | undefined => {
    const found = exact.get(path);
    if (found) return { module: found, params: {} };
    const parts = path.split("/");
    for (const { segments, module } of patterns) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = segments.every((segment, i) => {
        if (!segment.startsWith("{")) return segment === parts[i];
        if (!parts[i]) return false;
        params[segment.slice(1, -1)] = safeDecode(parts[i]!);
        return true;
      });
      if (matches) return { module, params };
    }
    return fallback && { module: fallback, params: { path: parts.filter(Boolean).map(safeDecode) } };
  };
}

/**
 * The same dispatch for a table of either surface. Without a `fallback` it serves only the paths
 * of its table, and `serves` tells which those are: the platform's other paths (the API reference,
 * unknown routes' 404) go on to Next. The table's paths are below `prefix` (the APIs' /api, or the
 * dashboard's forwarder's /dashboard-api).
 */
export function createRouteDispatch(surface: Surface, routes: RouteTable, fallback?: RouteModule, prefix = "/api") {
  const match = routeMatcher(routes, fallback);
  /** The path below the prefix, without a trailing slash. */
  const routePath = (pathname: string) => pathname.slice(prefix.length).replace(/(.)\/$/, "$1");

  const serves = (url: string) => {
    const { pathname } = new URL(url, "http://localhost");
    return pathname.startsWith(`${prefix}/`) && !!match(routePath(pathname));
  };

  return { serves, serve: serveApi };

  async function serveApi(req: IncomingMessage, res: ServerResponse, target: HostTarget): Promise<void> {
    try {
      await serve(req, res, target);
    } catch (error) {
      // The wrapper answers every error of a route; this is for the dispatch itself.
      const response = errorResponse(error, randomUUID(), { method: req.method ?? "GET", url: req.url ?? "/" });
      if (!res.headersSent) res.writeHead(response.status, { "content-type": "application/json" });
      res.end(await response.text());
    }
  }

  async function serve(req: IncomingMessage, res: ServerResponse, target: HostTarget): Promise<void> {
    // Answers take their origin from the Host header (lib/api/route.ts), not from this URL, so
    // a Host that is no valid URL authority cannot make it throw.
    const url = new URL(req.url ?? "/", "http://localhost");
    const found = match(routePath(url.pathname));
    if (!found) throw notFound("This endpoint does not exist.");
    const { module, params } = found;
    const method = (req.method ?? "GET").toUpperCase();
    const handler = module[(method === "HEAD" ? "GET" : method) as RouteMethod];
    if (!handler) {
      // As Next answers a route without that method: OPTIONS lists the others, the rest are 405.
      // A page's preflight is answered here too, since no route has an OPTIONS handler.
      const allow = ROUTE_METHODS.filter((m) => module[m]).join(", ");
      const origin = req.headers.origin;
      const cors = (method === "OPTIONS" && preflightHeaders(surface, origin, req.headers["access-control-request-method"])) || corsHeaders(surface, origin);
      req.resume();
      res.writeHead(method === "OPTIONS" ? 204 : 405, { allow, ...cors }).end();
      return;
    }
    const body = method === "GET" || method === "HEAD" ? undefined : requestBody(req);
    // As Next does: a client that goes away before its answer is written aborts the request's signal,
    // and the route stops what it was doing for it (an AI provider's generation). Writes only: a
    // read's answer is computed in one go, and a signal costs every request that carries one (undici
    // ties it to the Request with a WeakRef and a FinalizationRegistry): a seventh of the CPU time of
    // a cached search's answer (docs/decisions.md, Performance).
    const gone = body && abortOnClose(res);
    const response = await handler(toRequest(req, url, target, body?.stream, gone || undefined), { params: Promise.resolve(params) });
    // Server-sent events and exported files go out as they come; any other answer is written whole, its length known.
    const streamed = method !== "HEAD" && isStreamedAnswer(response);
    const content = method === "HEAD" || streamed ? undefined : Buffer.from(await response.arrayBuffer());
    res.statusCode = response.status;
    for (const [name, value] of response.headers) res.setHeader(name, value);
    // A body the route did not read to its end (a 413, a 401) is drained: closing the connection
    // under a client still sending would cost it the answer (EPIPE before it reads the 413).
    if (body && !req.complete) body.abandon();
    if (streamed) return writeStream(response.body!, res, gone || abortOnClose(res));
    res.end(content);
  }
}

/** A streamed answer's chunks as they come, each flushed; the client gone, the stream is cancelled (its producer stops). */
async function writeStream(stream: ReadableStream<Uint8Array>, res: ServerResponse, gone: AbortSignal): Promise<void> {
  res.flushHeaders();
  const reader = stream.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  gone.addEventListener("abort", cancel, { once: true });
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (!res.write(chunk.value)) await new Promise((resolve) => res.once("drain", resolve).once("close", resolve));
      if (gone.aborted) return;
    }
    res.end();
  } catch {
    // The producer failed after the head was sent: all the client can be told is that the answer ends here.
    res.destroy();
  } finally {
    gone.removeEventListener("abort", cancel);
  }
}

/** A signal aborted when the client goes away before its answer is written in full. */
function abortOnClose(res: ServerResponse): AbortSignal {
  const gone = new AbortController();
  if (res.closed) gone.abort();
  else res.once("close", () => res.writableFinished || gone.abort());
  return gone.signal;
}

function toRequest(req: IncomingMessage, url: URL, target: HostTarget, body: ReadableStream<Uint8Array> | undefined, signal: AbortSignal | undefined): Request {
  // From req.headers, not rawHeaders: the server has set X-Forwarded-For there.
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // As proxy.ts does: whatever the client sent under this name is replaced.
  headers.set(TENANT_HEADER, encodeTarget(target));
  return new Request(url, { method: req.method, headers, ...(signal ? { signal } : {}), ...(body ? { body, duplex: "half" } : {}) } as RequestInit);
}

const MAX_DRAINED_BYTES = 16 * 1024 * 1024;

/**
 * The request body as a Web stream, with backpressure. Unlike Readable.toWeb, cancelling it (a
 * route refusing a body past its cap) drains the rest instead of destroying the socket, so the
 * client reads the answer rather than a reset connection; `abandon` does the same for a body
 * the route never read, and the connection stays usable for the client's next request.
 */
function requestBody(req: IncomingMessage) {
  let abandoned = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (abandoned) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => abandoned || controller.close());
      req.on("error", (error) => abandoned || controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel: abandon,
  });
  function abandon() {
    if (abandoned) return;
    abandoned = true;
    // Drained, up to a bound: past it the client is not sending a body but a stream.
    let drained = 0;
    req.on("data", (chunk: Buffer) => {
      drained += chunk.byteLength;
      if (drained > MAX_DRAINED_BYTES) req.destroy();
    });
    req.resume();
  }
  return { stream, abandon };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
