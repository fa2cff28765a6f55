import type { Tx } from "../db/client";
import { db } from "../db/client";
import { SUBDOMAIN } from "./schemas";

// Which subdomains a new store may take: `{subdomain}.{ROOT_DOMAIN}` must not pass for the
// platform's own hosts (its API, dashboard, mail, files, documentation) or read as a store of
// everyone's, and must be free.

/** Names the platform keeps, whether it serves them now or may later. `www` is the platform itself (lib/tenancy/resolve-host.ts). */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  "www",
  "api",
  "admin",
  "app",
  "dashboard",
  "mail",
  "static",
  "assets",
  "cdn",
  "docs",
  "help",
  "support",
  "status",
  "blog",
  "shop",
  "store",
  "root",
]);

export type SubdomainRefusal = "invalid" | "reserved" | "taken";

/** Why a store may not take `subdomain` (already trimmed and lower-cased), or undefined when it may. */
export async function subdomainRefusal({ subdomain, tx = db() }: { subdomain: string; tx?: Tx }): Promise<SubdomainRefusal | undefined> {
  if (!SUBDOMAIN.test(subdomain)) return "invalid";
  if (RESERVED_SUBDOMAINS.has(subdomain)) return "reserved";
  const taken = await tx.store.findUnique({ where: { subdomain }, select: { id: true } });
  return taken ? "taken" : undefined;
}

/** `GET /subdomain-availability`: what a sign-up form shows as the owner types. */
export async function subdomainAvailability(input: { subdomain: string }) {
  const subdomain = input.subdomain.trim().toLowerCase();
  const reason = await subdomainRefusal({ subdomain });
  return reason ? { subdomain, available: false, reason } : { subdomain, available: true };
}
