import { storeRoute } from "@/lib/api/route";
import { revokeAccessToken } from "@/lib/auth/tokens";
import { logoutCustomerResponse } from "@/lib/customers/schemas";

export const POST = storeRoute({ summary: "Sign out (revokes the token)", auth: "customer", response: logoutCustomerResponse }, async ({ token }) => {
  await revokeAccessToken(token);
  return { status: true };
});
