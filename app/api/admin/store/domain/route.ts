import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { domainResponse } from "@/lib/domains/schemas";
import { noCustomDomain, storeDomain } from "@/lib/domains/store-domain";

export const GET = adminRoute(
  {
    permission: "settings",
    summary: "The store's custom domain: the DNS records to set, and whether it is verified",
    response: domainResponse,
    refusals: [noCustomDomain],
  },
  async ({ store }) => success(await storeDomain(store)),
);
