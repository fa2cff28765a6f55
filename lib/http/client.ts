import { isIPv6 } from "node:net";
import { env } from "../env";
import { formatHost, INVALID_HOST, parseHost } from "../tenancy/resolve-host";
import { DomainError } from "../core/errors";

/**
 * The client, as rate limits count it: its address, or its IPv6 network. scripts/serve.ts appends
 * the socket's peer last; behind a trusted reverse proxy the client is the entry that proxy
 * appended just before it.
 */
export function clientAddress(request: Request): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const address = env().TRUST_PROXY ? (forwarded.at(-2) ?? forwarded.at(-1)) : forwarded.at(-1);
  return address ? addressBlock(address) : "unknown";
}

/**
 * What one client holds of the address space: an IPv4 address (also when written as IPv6,
 * `::ffff:203.0.113.5`, as a dual-stack socket reports it), or an IPv6 address's /64, since a
 * single home or server is given a whole /64 and can send from any of its 2^64 addresses.
 */
export function addressBlock(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The scheme the client used: this server speaks plain HTTP, so https only when a reverse proxy
 * of ours (TRUST_PROXY) says so, in the first entry of X-Forwarded-Proto.
 */
export function clientScheme(forwardedProto: string | null | undefined): "http" | "https" {
  return env().TRUST_PROXY && forwardedProto?.split(",")[0]!.trim().toLowerCase() === "https" ? "https" : "http";
}

/**
 * The platform's own origin as configured, whatever Host a request named: ROOT_DOMAIN, over the
 * scheme the client used (https only as a proxy of ours says, clientScheme). Behind that proxy the
 * public port is the scheme's own; without one, clients reach this server on its PORT.
 */
export function platformOrigin(forwardedProto: string | null | undefined): string {
  const { ROOT_DOMAIN, PORT, TRUST_PROXY } = env();
  return `${clientScheme(forwardedProto)}://${ROOT_DOMAIN}${TRUST_PROXY || PORT === 80 ? "" : `:${PORT}`}`;
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
