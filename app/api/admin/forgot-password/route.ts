import { POLICIES } from "@/lib/api/rate-limit";
import { adminRoute } from "@/lib/api/route";
import { forgotOwnerPassword } from "@/lib/passwords/owner-passwords";
import { forgotPasswordInput, passwordAnswer } from "@/lib/passwords/schemas";

export const POST = adminRoute(
  {
    auth: "none",
    summary:
      "E-mails a link to the dashboard's /reset-password (an hour, single use); the same answer, in the same time, whether an owner has the address or not",
    body: forgotPasswordInput,
    response: passwordAnswer,
    budget: POLICIES.passwordEmails,
    accountBudget: { policy: POLICIES.passwordEmailsPerAccount, account: (body) => body.email },
  },
  async ({ body, origin }) => ({ success: true, message: await forgotOwnerPassword({ email: body.email, origin }) }),
);
