import { z } from "zod";
import { successSchema } from "../core/envelopes";

// A store's custom domain as its owner sees it: the DNS records to set, and where its proof stands.

export const DOMAIN_STATUSES = ["pending", "verified"] as const;
/** What the last check saw: the TXT record right, absent, holding something else; no answer from the resolver; or another store's verified domain. */
export const DOMAIN_CHECKS = ["verified", "missing", "mismatch", "unreachable", "taken"] as const;
export type DomainCheck = (typeof DOMAIN_CHECKS)[number];

export const dnsRecord = z.strictObject({ type: z.enum(["CNAME", "TXT"]), name: z.string(), value: z.string() });

export const domainRecord = z.strictObject({
  domain: z.string(),
  /** Served (and given a certificate) only when verified. */
  status: z.enum(DOMAIN_STATUSES),
  /** The CNAME that sends the domain to the platform, and the TXT record that proves it is the store's. */
  records: z.array(dnsRecord),
  last_check: z.enum(DOMAIN_CHECKS).nullable(),
  checked_at: z.string().nullable(),
  verified_at: z.string().nullable(),
});
export type DomainRecord = z.infer<typeof domainRecord>;
export const domainResponse = successSchema({ data: domainRecord });

/** `GET /tls/allowed?domain=`: the name a TLS handshake asks a certificate for. */
export const tlsAllowedQuery = z.object({ domain: z.string().trim().toLowerCase().max(253) });
export const tlsAllowedResponse = successSchema({ data: z.strictObject({ domain: z.string() }) });
