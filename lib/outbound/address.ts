import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

// Where the platform may send a request a store chose the address of (a webhook endpoint, a
// picture to import): a public address, unless the caller's setting allows private ones (tests,
// local development). The name is checked when it is given and resolved again when the request
// is made, whose connection then goes to the address checked (a name that answered a public
// address at first and a private one later, DNS rebinding, reaches nothing).

/** Blocks no request may reach: loopback, private, link-local (cloud metadata), carrier NAT, unspecified, multicast. */
const PRIVATE_V4 = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const;

const v4Number = (address: string) => address.split(".").reduce((n, part) => n * 256 + Number(part), 0);

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  if (isIP(address) === 4) {
    const n = v4Number(address);
    return PRIVATE_V4.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(v4Number(base) / 2 ** (32 - bits)));
  }
  const lower = address.toLowerCase();
  return lower === "::" || lower === "::1" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith("ff");
}

export type UrlProblem = "https" | "privateAddress";

/** What a caller allows: private addresses (and then plain http too), and plain http on public ones. */
export type Reach = { allowPrivate: boolean; httpAllowed?: boolean };

/** Why a URL may not be reached by its form alone (before any lookup), or null. */
export function urlProblem(url: URL, reach: Reach): UrlProblem | null {
  if (reach.allowPrivate) return null;
  if (url.protocol !== "https:" && !(reach.httpAllowed && url.protocol === "http:")) return "https";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || (isIP(host) && isPrivateAddress(host))) return "privateAddress";
  return null;
}

/** The address a request connects to, resolved now; a private one refused unless allowed. */
export async function resolvePublic(url: URL, reach: Reach): Promise<{ address: string; family: number } | { problem: UrlProblem }> {
  const problem = urlProblem(url, reach);
  if (problem) return { problem };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const resolved = isIP(host) ? { address: host, family: isIP(host) } : await lookup(host);
  if (!reach.allowPrivate && isPrivateAddress(resolved.address)) return { problem: "privateAddress" };
  return resolved;
}
