import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { POLICIES } from "@/lib/api/rate-limit";
import { accountOfChallenge, challengeOver, setupAtSignIn } from "@/lib/two-factor/challenges";
import { challengeInput, twoFactorSetupResponse } from "@/lib/two-factor/schemas";

export const POST = adminRoute(
  {
    auth: "none",
    summary:
      "At a sign-in that answered `two_factor_setup_required`: a new secret for the authenticator app (its otpauth URI and QR code), pending until `/login/two-factor/enable`",
    body: challengeInput,
    response: twoFactorSetupResponse,
    refusals: [challengeOver],
    limitFailures: (body) => accountOfChallenge(body.challenge),
    budget: POLICIES.twoFactorCodes,
  },
  async ({ body }) => success(await setupAtSignIn(body)),
);
