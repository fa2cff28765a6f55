// Which surface a request's Host names. Pure: the proxy calls it once per request.
//   {ROOT_DOMAIN}, www.{ROOT_DOMAIN}, an IP address, or no host -> the platform
//   {sub}.{ROOT_DOMAIN}                                      -> the store with that subdomain
//   any other name                                           -> the store with that custom domain
// Ports never matter. Whether the store exists is for the route to find out (a database lookup).

export type HostTarget =
  | { surface: "platform" }
  | { surface: "store"; subdomain: string }
  | { surface: "store"; domain: string };

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const PLATFORM_ALIASES = new Set(["www"]);

export function resolveHost(hostHeader: string | null | undefined, rootDomain: string): HostTarget {
  const host = stripPort((hostHeader ?? "").trim().toLowerCase()).replace(/\.$/, "");
  const root = rootDomain.toLowerCase().replace(/\.$/, "");
  if (!host || host === root || isIpAddress(host)) return { surface: "platform" };

  if (host.endsWith(`.${root}`)) {
    const sub = host.slice(0, -(root.length + 1));
    if (PLATFORM_ALIASES.has(sub)) return { surface: "platform" };
    if (SUBDOMAIN.test(sub)) return { surface: "store", subdomain: sub };
  }
  return { surface: "store", domain: host };
}

function stripPort(host: string): string {
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1); // [::1]:3000
  const colon = host.lastIndexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
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
