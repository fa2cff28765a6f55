// Which surface a request's Host names. Pure: the proxy calls it once per request.
//   {ROOT_DOMAIN}, www.{ROOT_DOMAIN}, an IP address, or no host -> the platform
//   {sub}.{ROOT_DOMAIN}                                      -> the store with that subdomain
//   any other name                                           -> the store with that custom domain
// Ports never matter. Whether the store exists is for the route to find out (a database lookup).
// A Host that is not `hostname[:port]` never gets this far: scripts/serve.ts answers it 400
// (lib/http/request-target.ts); here it would name no store.

export type HostTarget = { surface: "platform" } | { surface: "store"; subdomain: string } | { surface: "store"; domain: string };

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const PLATFORM_ALIASES = new Set(["www"]);

/** A host name (DNS labels; `_` too, as container names have it) or a bracketed IPv6 address, then an optional port. */
const HOST = /^(?<hostname>\[[0-9a-f:.]+\]|[a-z0-9_-]{1,63}(?:\.[a-z0-9_-]{1,63})*\.?)(?::(?<port>\d{1,5}))?$/;

export type Host = { hostname: string; port?: string };

/**
 * A Host header as `hostname[:port]`, lower-cased; undefined when it is anything else (a user
 * part, a path, spaces, a second colon...), which RFC 9112 answers with a 400. A request without
 * one (HTTP/1.0) has the empty hostname.
 */
export function parseHost(value: string | null | undefined): Host | undefined {
  if (!value) return { hostname: "" };
  const match = value.length <= 260 ? HOST.exec(value.toLowerCase()) : null;
  if (!match) return undefined;
  const { hostname, port } = match.groups!;
  return port === undefined ? { hostname: hostname! } : { hostname: hostname!, port };
}

export const INVALID_HOST = "The Host header is not a host name with an optional port.";

/** The host as absolute URLs write it. */
export const formatHost = ({ hostname, port }: Host) => (port === undefined ? hostname : `${hostname}:${port}`);

export function resolveHost(hostHeader: string | null | undefined, rootDomain: string): HostTarget {
  const parsed = parseHost(hostHeader);
  if (!parsed) return { surface: "store", domain: "" };
  const host = parsed.hostname.replace(/\.$/, "");
  const root = rootDomain.toLowerCase().replace(/\.$/, "");
  if (!host || host === root || isIpAddress(host)) return { surface: "platform" };

  if (host.endsWith(`.${root}`)) {
    const sub = host.slice(0, -(root.length + 1));
    if (PLATFORM_ALIASES.has(sub)) return { surface: "platform" };
    if (SUBDOMAIN.test(sub)) return { surface: "store", subdomain: sub };
  }
  return { surface: "store", domain: host };
}

/**
 * Whether `host` is the platform's root domain or any name under it: the platform's to give out,
 * never a store's own domain (`shop.demo.{ROOT_DOMAIN}` would serve one store on another's name).
 */
export function underRootDomain(host: string, rootDomain: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  const root = rootDomain.toLowerCase().replace(/\.$/, "");
  return name === root || name.endsWith(`.${root}`);
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("[");
}

/** `/api` and below: the API tree of the host's surface (a query string may follow). */
export function isApiPath(path: string): boolean {
  return /^\/api(?:[/?]|$)/.test(path);
}

// The proxy hands the resolved target to the routes in this header, overwriting whatever the
// client sent under the same name.
export const TENANT_HEADER = "x-commerce-tenant";

export function encodeTarget(target: HostTarget): string {
  if (target.surface === "platform") return "platform";
  return "subdomain" in target ? `subdomain:${target.subdomain}` : `domain:${target.domain}`;
}

export function decodeTarget(value: string | null): HostTarget {
  if (value?.startsWith("subdomain:")) return { surface: "store", subdomain: value.slice("subdomain:".length) };
  if (value?.startsWith("domain:")) return { surface: "store", domain: value.slice("domain:".length) };
  return { surface: "platform" };
}
