import { adminRoute } from "@/lib/api/route";
import { ownerAccount } from "@/lib/owners/profile";
import { loginResponse } from "@/lib/owners/schemas";
import { serializeOwnerUser } from "@/lib/owners/serialize";
import { accountOfChallenge, challengeOver, finishSignIn, wrongSecondFactor } from "@/lib/two-factor/challenges";
import { challengeCodeInput } from "@/lib/two-factor/schemas";

export const POST = adminRoute(
  {
    auth: "none",
    summary:
      "Finishes a sign-in that asked for two-factor: the challenge and a code of the authenticator app or a recovery code give the token, as `/login` does",
    body: challengeCodeInput,
    response: loginResponse,
    refusals: [challengeOver, wrongSecondFactor],
    limitFailures: (body) => accountOfChallenge(body.challenge),
  },
  async ({ body, origin }) => {
    const { token, owner, store } = await finishSignIn(body);
    return { token, success: true, user: serializeOwnerUser(await ownerAccount(store, { owner }), origin) };
  },
);
