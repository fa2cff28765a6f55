import { refusal } from "../core/errors";
import { env } from "../env";
import { findStore } from "../tenancy/find-store";
import { resolveHost } from "../tenancy/resolve-host";
import { domainMessages } from "./messages";

// Which names a TLS certificate may be issued for (`GET /tls/allowed`, the `ask` of a reverse
// proxy's on-demand TLS): the platform's own names, existing stores' subdomains and verified custom
// domains; nothing else, so that a name pointed at the platform by anyone costs no certificate.
// It is the hot read of every request, asked once per new name.

export const notAllowed = refusal("not_found", "No certificate for this name: neither the platform's, a store's subdomain nor a verified custom domain");

export async function allowCertificate(input: { domain: string }): Promise<{ domain: string }> {
  const domain = input.domain.replace(/\.$/, "");
  // Certificates are for host names: not for an IP address (the platform's otherwise), nor a name with a port.
  const isName = domain !== "" && !domain.includes(":") && !/^[\d.]+$/.test(domain);
  const target = isName ? resolveHost(domain, env().ROOT_DOMAIN) : undefined;
  const allowed = target?.surface === "platform" || (target?.surface === "store" && !!(await findStore(target)));
  if (!allowed) throw notAllowed.error(domainMessages("en", "notAllowed"));
  return { domain };
}
