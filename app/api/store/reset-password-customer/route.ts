import { POLICIES } from "@/lib/api/rate-limit";
import { storeRoute } from "@/lib/api/route";
import { resetCustomerPassword } from "@/lib/passwords/customer-passwords";
import { passwordAnswer, resetCustomerPasswordInput } from "@/lib/passwords/schemas";

export const POST = storeRoute(
  {
    summary: "Sets a new password with the e-mailed code (single use; the fifth wrong code ends it) and signs the customer out everywhere",
    body: resetCustomerPasswordInput,
    response: passwordAnswer,
    budget: POLICIES.passwordGuesses,
    accountBudget: { policy: POLICIES.passwordGuessesPerAccount, account: (body) => body.email },
    hashesPasswords: true,
  },
  async ({ store, body }) => ({ success: true, message: await resetCustomerPassword(store, body) }),
);
