import { env } from "../env";
import { formatHost, INVALID_HOST, parseHost } from "../tenancy/resolve-host";
import { DomainError } from "../core/errors";

/**
 * The client's address, for rate limits. scripts/serve.ts appends the socket's peer last; behind
 * a trusted reverse proxy the client is the entry that proxy appended just before it.
 */
export function clientAddress(request: Request): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const address = env().TRUST_PROXY ? (forwarded.at(-2) ?? forwarded.at(-1)) : forwarded.at(-1);
  return address ?? "unknown";
}

/**
 * The scheme the client used: this server speaks plain HTTP, so https only when a reverse proxy
 * of ours (TRUST_PROXY) says so, in the first entry of X-Forwarded-Proto.
 */
export function clientScheme(forwardedProto: string | null | undefined): "http" | "https" {
  return env().TRUST_PROXY && forwardedProto?.split(",")[0]!.trim().toLowerCase() === "https" ? "https" : "http";
}

/**
 * Scheme and host the client used, for absolute URLs in answers: the host as parsed, never the
 * header as sent. The server refuses any other Host before a route runs (lib/http/request-target.ts).
 */
export function originOf(request: Request, url: URL): string {
  const host = parseHost(request.headers.get("host"));
  if (!host) throw new DomainError("bad_request", INVALID_HOST);
  return `${clientScheme(request.headers.get("x-forwarded-proto"))}://${host.hostname ? formatHost(host) : url.host}`;
}
