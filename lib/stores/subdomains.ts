import type { Tx } from "../db/client";
import { db } from "../db/client";
import { SUBDOMAIN } from "./schemas";

// Which subdomains a new store may take: `{subdomain}.{ROOT_DOMAIN}` must not pass for the
// platform's own hosts (its API, dashboard, sign-in, payments, mail, files, documentation), nor
// for another store, and must be free (docs/decisions.md, "Names that belong to someone else").

/** Names the platform keeps, whether it serves them now or may later. `www` is the platform itself (lib/tenancy/resolve-host.ts). */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  "www",
  "api",
  "admin",
  "administrator",
  "app",
  "dashboard",
  "operator",
  "console",
  "mail",
  "email",
  "webmail",
  "smtp",
  "imap",
  "pop",
  "mx",
  "ns",
  "dns",
  "ftp",
  "static",
  "assets",
  "cdn",
  "media",
  "uploads",
  "images",
  "docs",
  "help",
  "support",
  "status",
  "blog",
  "shop",
  "store",
  "stores",
  "root",
  "login",
  "signin",
  "sign-in",
  "signup",
  "sign-up",
  "register",
  "logout",
  "auth",
  "oauth",
  "sso",
  "account",
  "accounts",
  "billing",
  "payment",
  "payments",
  "pay",
  "checkout",
  "secure",
  "security",
  "verify",
  "password",
  "reset",
  "platform",
  "system",
  "internal",
  "test",
  "staging",
  "dev",
]);

/**
 * Words that make a name read as the platform's even inside a longer one
 * (`secure-payments`, `account-verify`): refused as any of a name's hyphen-separated words.
 */
const PLATFORM_WORDS: ReadonlySet<string> = new Set([
  "login",
  "signin",
  "logon",
  "secure",
  "security",
  "payment",
  "payments",
  "billing",
  "account",
  "accounts",
  "verify",
  "verification",
  "password",
  "auth",
  "oauth",
  "sso",
  "admin",
  "operator",
  "support",
  "webmail",
]);

/**
 * A name's skeleton: what is left of it once the characters that read alike are made one (0 and o;
 * 1, l and i; 5 and s; rn and m; vv and w) and hyphens are dropped. Two names of one skeleton pass
 * for each other in an address bar. The same rule is written in SQL below, for the stores' names.
 */
export function skeleton(name: string): string {
  return name
    .replace(/[01i5-]/g, (c) => ({ "0": "o", "1": "l", i: "l", "5": "s", "-": "" })[c]!)
    .replaceAll("rn", "m")
    .replaceAll("vv", "w");
}

const RESERVED_SKELETONS: ReadonlySet<string> = new Set([...RESERVED_SUBDOMAINS].map(skeleton));
const PLATFORM_WORD_SKELETONS: ReadonlySet<string> = new Set([...PLATFORM_WORDS].map(skeleton));

export type SubdomainRefusal = "invalid" | "reserved" | "lookalike" | "taken";

/** Why a store may not take `subdomain` (already trimmed and lower-cased), or undefined when it may. */
export async function subdomainRefusal({ subdomain, tx = db() }: { subdomain: string; tx?: Tx }): Promise<SubdomainRefusal | undefined> {
  if (!SUBDOMAIN.test(subdomain)) return "invalid";
  if (RESERVED_SKELETONS.has(skeleton(subdomain)) || subdomain.split("-").some((word) => PLATFORM_WORD_SKELETONS.has(skeleton(word)))) return "reserved";
  // An A-label (`xn--`), or any label with hyphens in its 3rd and 4th places (RFC 5891, 4.2.3.1):
  // shown by browsers as a name in another script, which can copy a store's letter for letter.
  if (subdomain.slice(2, 4) === "--") return "lookalike";
  const taken = await tx.store.findUnique({ where: { subdomain }, select: { id: true } });
  if (taken) return "taken";
  const [alike] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM stores
    WHERE replace(replace(translate(subdomain, '01i5-', 'olls'), 'rn', 'm'), 'vv', 'w') = ${skeleton(subdomain)}
    LIMIT 1`;
  return alike ? "lookalike" : undefined;
}

/** `GET /subdomain-availability`: what a sign-up form shows as the owner types. */
export async function subdomainAvailability(input: { subdomain: string }) {
  const subdomain = input.subdomain.trim().toLowerCase();
  const reason = await subdomainRefusal({ subdomain });
  return reason ? { subdomain, available: false, reason } : { subdomain, available: true };
}
