import { storeRoute } from "@/lib/api/route";
import { revokeAccessToken } from "@/lib/auth/tokens";

export const POST = storeRoute({ auth: "customer" }, async ({ tokenId }) => {
  await revokeAccessToken(tokenId);
  return { status: true };
});
