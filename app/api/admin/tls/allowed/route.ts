import { WithHeaders } from "@/lib/api/answer";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { tlsAllowedQuery, tlsAllowedResponse } from "@/lib/domains/schemas";
import { allowCertificate, notAllowed } from "@/lib/domains/tls-allowed";

// The `ask` of a reverse proxy's on-demand TLS (docs/deploy.md): 200 for a name that may have a
// certificate, 404 otherwise. A yes may be kept a minute: a domain that loses its proof loses its
// certificate's renewal, not the certificate it has.
export const GET = adminRoute(
  {
    auth: "none",
    summary: "Whether a TLS certificate may be issued for a name: the platform's, a store's subdomain or a verified custom domain",
    query: tlsAllowedQuery,
    response: tlsAllowedResponse,
    successHeaders: { "Cache-Control": "public, max-age=60: a yes may be kept a minute" },
    refusals: [notAllowed],
  },
  async ({ query }) => new WithHeaders(success(await allowCertificate(query)), { "Cache-Control": "public, max-age=60" }),
);
