import { adminRoute } from "@/lib/api/route";
import { ownerAccount } from "@/lib/owners/profile";
import { serializeOwnerUser } from "@/lib/owners/serialize";
import { accountOfChallenge, challengeOver, enrolAtSignIn } from "@/lib/two-factor/challenges";
import { challengeCodeInput, enrolledResponse } from "@/lib/two-factor/schemas";

export const POST = adminRoute(
  {
    auth: "none",
    summary:
      "At a sign-in that answered `two_factor_setup_required`: a code of the app confirms the pending secret and signs in (the token, as `/login`), with the 10 recovery codes, shown this once",
    body: challengeCodeInput,
    response: enrolledResponse,
    refusals: [challengeOver],
    limitFailures: (body) => accountOfChallenge(body.challenge),
  },
  async ({ body, origin }) => {
    const { token, owner, store, recoveryCodes } = await enrolAtSignIn(body);
    return { token, success: true, user: serializeOwnerUser(await ownerAccount(store, { owner }), origin), recovery_codes: recoveryCodes };
  },
);
