import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { POLICIES } from "@/lib/api/rate-limit";
import { turnOff, twoFactorNotOn, twoFactorRequired } from "@/lib/two-factor/enrolment";
import { successOnlySchema } from "@/lib/core/envelopes";
import { turnOffInput } from "@/lib/two-factor/schemas";

export const POST = adminRoute(
  {
    permission: "account",
    summary: "Turns two-factor sign-in off, proven by the account's `password` or a `code` (the app's or a recovery code); its recovery codes go with it",
    body: turnOffInput,
    response: successOnlySchema,
    refusals: [twoFactorNotOn, twoFactorRequired],
    budget: POLICIES.twoFactorCodes,
    hashesPasswords: true,
  },
  async ({ owner, store, body }) => {
    await turnOff(store, { owner, ...body });
    return succeeded();
  },
);
