import { POLICIES } from "@/lib/api/rate-limit";
import { adminRoute } from "@/lib/api/route";
import { resetOwnerPassword } from "@/lib/passwords/owner-passwords";
import { passwordAnswer, resetOwnerPasswordInput } from "@/lib/passwords/schemas";

export const POST = adminRoute(
  {
    auth: "none",
    summary: "Sets a new password with the e-mailed link's token (single use) and signs the owner out everywhere",
    body: resetOwnerPasswordInput,
    response: passwordAnswer,
    budget: POLICIES.passwordGuesses,
    hashesPasswords: true,
  },
  async ({ body }) => ({ success: true, message: await resetOwnerPassword(body) }),
);
