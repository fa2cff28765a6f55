import { adminRoute } from "@/lib/api/route";
import { revokeAccessToken } from "@/lib/auth/tokens";
import { logoutResponse } from "@/lib/owners/schemas";

export const POST = adminRoute(
  { permission: "account", summary: "Revokes the token the request carries", response: logoutResponse, whileSuspended: true },
  async ({ token }) => {
    await revokeAccessToken(token);
    return { status: true, success: true };
  },
);
