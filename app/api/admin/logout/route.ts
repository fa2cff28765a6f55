import { adminRoute } from "@/lib/api/route";
import { revokeAccessToken } from "@/lib/auth/tokens";

export const POST = adminRoute({}, async ({ token }) => {
  await revokeAccessToken(token);
  return { success: true, message: "Logged out." };
});
