import { adminRoute } from "@/lib/api/route";
import { logOutOwnerEverywhere } from "@/lib/passwords/owner-passwords";
import { passwordAnswer } from "@/lib/passwords/schemas";

export const POST = adminRoute(
  { permission: "account", summary: "Signs the owner out everywhere: every token of theirs is revoked, this one included", response: passwordAnswer },
  async ({ owner, store }) => ({ success: true, message: await logOutOwnerEverywhere(store, { owner }) }),
);
