import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { POLICIES } from "@/lib/api/rate-limit";
import { confirmSetup, twoFactorAlreadyOn, twoFactorNotStarted } from "@/lib/two-factor/enrolment";
import { codeInput, recoveryCodesResponse } from "@/lib/two-factor/schemas";

export const POST = adminRoute(
  {
    permission: "account",
    summary:
      "Confirms the pending secret with a code of the app: two-factor sign-in is on. Answers the 10 recovery codes, this once (a wrong code is a 422 on `code`)",
    body: codeInput,
    response: recoveryCodesResponse,
    refusals: [twoFactorAlreadyOn, twoFactorNotStarted],
    budget: POLICIES.twoFactorCodes,
  },
  async ({ owner, store, body }) => success({ recovery_codes: await confirmSetup(store, { owner, code: body.code }) }),
);
