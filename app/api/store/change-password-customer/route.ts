import { POLICIES } from "@/lib/api/rate-limit";
import { storeRoute } from "@/lib/api/route";
import { changeCustomerPassword } from "@/lib/passwords/customer-passwords";
import { changePasswordInput, passwordAnswer } from "@/lib/passwords/schemas";

export const POST = storeRoute(
  {
    summary: "Changes the signed-in customer's password, given the current one; every other session of theirs ends",
    auth: "customer",
    body: changePasswordInput,
    response: passwordAnswer,
    budget: POLICIES.passwordGuesses,
    accountBudget: { policy: POLICIES.passwordGuessesPerAccount, account: (_body, { customer }) => customer.email },
    hashesPasswords: true,
  },
  async ({ store, customer, token, body }) => ({ success: true, message: await changeCustomerPassword(store, { customer, token, change: body }) }),
);
