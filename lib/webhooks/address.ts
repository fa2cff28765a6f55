import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "../env";

// Where a webhook may be sent: https on a public address, unless WEBHOOK_ALLOW_PRIVATE (tests,
// local development). The name is checked when the endpoint is saved and resolved again at each
// delivery, whose connection is then made to the address checked (a name that answered a public
// address at saving and a private one later, DNS rebinding, reaches nothing).

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

/** Why a URL may not be an endpoint by its form alone (before any lookup), or null. */
export function urlProblem(url: URL): UrlProblem | null {
  if (env().WEBHOOK_ALLOW_PRIVATE) return null;
  if (url.protocol !== "https:") return "https";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || (isIP(host) && isPrivateAddress(host))) return "privateAddress";
  return null;
}

/** The address a delivery connects to, resolved now; a private one refused unless allowed. */
export async function resolvePublic(url: URL): Promise<{ address: string; family: number } | { problem: UrlProblem }> {
  const problem = urlProblem(url);
  if (problem) return { problem };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const resolved = isIP(host) ? { address: host, family: isIP(host) } : await lookup(host);
  if (!env().WEBHOOK_ALLOW_PRIVATE && isPrivateAddress(resolved.address)) return { problem: "privateAddress" };
  return resolved;
}
