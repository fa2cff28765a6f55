import { POLICIES } from "@/lib/api/rate-limit";
import { storeRoute } from "@/lib/api/route";
import { forgotCustomerPassword } from "@/lib/passwords/customer-passwords";
import { forgotPasswordInput, passwordAnswer } from "@/lib/passwords/schemas";

export const POST = storeRoute(
  {
    summary: "E-mails a 6-digit code to choose a new password (15 minutes); the same answer, in the same time, whether an account has the address or not",
    body: forgotPasswordInput,
    response: passwordAnswer,
    budget: POLICIES.passwordEmails,
    accountBudget: { policy: POLICIES.passwordEmailsPerAccount, account: (body) => body.email },
  },
  async ({ store, body }) => ({ success: true, message: await forgotCustomerPassword(store, body) }),
);
