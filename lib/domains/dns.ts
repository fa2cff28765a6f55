import { Resolver } from "node:dns/promises";
import { env } from "../env";
import type { DomainCheck } from "./schemas";

// The TXT record that proves a custom domain is its store's, asked of the configured resolvers
// (DNS_SERVERS) or the system's. Only a definite answer (no such name, no TXT record, another
// value) counts against a domain: a resolver that fails or does not answer proves nothing.

/** The name of the TXT record that holds a domain's token. */
export const verificationName = (domain: string) => `_commerce-verify.${domain}`;

const DEFINITE = new Set(["ENOTFOUND", "ENODATA"]);

function resolver(): Resolver {
  const { DNS_SERVERS, DNS_TIMEOUT_MS } = env();
  const made = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (DNS_SERVERS) made.setServers(DNS_SERVERS);
  return made;
}

/** Whether `_commerce-verify.{domain}` holds `token` (a record split in strings counts whole). */
export async function lookUpToken(domain: string, token: string): Promise<Exclude<DomainCheck, "taken">> {
  try {
    const records = await resolver().resolveTxt(verificationName(domain));
    return records.some((strings) => strings.join("").trim() === token) ? "verified" : "mismatch";
  } catch (error) {
    return DEFINITE.has((error as NodeJS.ErrnoException).code ?? "") ? "missing" : "unreachable";
  }
}
