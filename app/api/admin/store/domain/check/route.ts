import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { domainResponse } from "@/lib/domains/schemas";
import { checkStoreDomain, noCustomDomain } from "@/lib/domains/store-domain";

export const POST = adminRoute(
  {
    permission: "settings",
    summary: "Looks the custom domain's TXT record up now: verified when it holds the token, unless another store has the domain verified",
    response: domainResponse,
    refusals: [noCustomDomain],
  },
  async ({ store }) => success(await checkStoreDomain(store)),
);
