import { ownerRoute } from "@/lib/api/route";
import { revokeAccessToken } from "@/lib/auth/tokens";

export const POST = ownerRoute({}, async ({ tokenId }) => {
  await revokeAccessToken(tokenId);
  return { success: true, message: "Logged out." };
});
