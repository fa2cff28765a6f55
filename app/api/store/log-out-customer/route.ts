import { storeRoute } from "@/lib/api/route";
import { revokeAccessToken } from "@/lib/auth/tokens";
import { logoutCustomerResponse } from "@/lib/customers/serialize";

export const POST = storeRoute({ summary: "Sign out (revokes the token)", auth: "customer", response: logoutCustomerResponse }, async ({ tokenId }) => {
  await revokeAccessToken(tokenId);
  return { status: true };
});
