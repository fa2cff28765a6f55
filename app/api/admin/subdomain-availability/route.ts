import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { subdomainAvailabilityQuery, subdomainAvailabilityResponse } from "@/lib/stores/schemas";
import { subdomainAvailability } from "@/lib/stores/subdomains";

export const GET = adminRoute(
  {
    auth: "none",
    summary: "Whether a new store may take this subdomain, and why not",
    query: subdomainAvailabilityQuery,
    response: subdomainAvailabilityResponse,
  },
  async ({ query }) => success(await subdomainAvailability(query)),
);
