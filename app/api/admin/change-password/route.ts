import { POLICIES } from "@/lib/api/rate-limit";
import { adminRoute } from "@/lib/api/route";
import { changeOwnerPassword } from "@/lib/passwords/owner-passwords";
import { changePasswordInput, passwordAnswer } from "@/lib/passwords/schemas";

export const POST = adminRoute(
  {
    permission: "account",
    summary: "Changes the signed-in owner's password, given the current one; every other session of theirs ends",
    body: changePasswordInput,
    response: passwordAnswer,
    budget: POLICIES.passwordGuesses,
    accountBudget: { policy: POLICIES.passwordGuessesPerAccount, account: (_body, { owner }) => owner.email },
    hashesPasswords: true,
  },
  async ({ owner, store, token, body }) => ({ success: true, message: await changeOwnerPassword(store, { owner, token, change: body }) }),
);
