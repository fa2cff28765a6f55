import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { renewRecoveryCodes, twoFactorNotOn } from "@/lib/two-factor/enrolment";
import { recoveryCodesResponse } from "@/lib/two-factor/schemas";

export const POST = adminRoute(
  {
    permission: "account",
    summary: "A new set of 10 recovery codes, shown this once; the codes before stop working",
    response: recoveryCodesResponse,
    refusals: [twoFactorNotOn],
  },
  async ({ owner, store }) => success({ recovery_codes: await renewRecoveryCodes(store, { owner }) }),
);
