import { adminRoute } from "@/lib/api/route";
import { accountDisabled, wrongCredentials } from "@/lib/auth/credentials";
import { loginInput } from "@/lib/auth/schemas";
import { loginOwner } from "@/lib/owners/login-owner";
import { ownerAccount } from "@/lib/owners/profile";
import { serializeOwnerUser } from "@/lib/owners/serialize";
import { TwoFactorStep } from "@/lib/two-factor/challenges";
import { loginOrChallengeResponse } from "@/lib/two-factor/schemas";

export const POST = adminRoute(
  {
    auth: "none",
    summary:
      "Signs an owner in: a token for every other route, or, for an account with two-factor sign-in, `two_factor_required` and a challenge for `POST /login/two-factor` (`two_factor_setup_required` where the store requires it of an account that lacks it: `POST /login/two-factor/setup`)",
    body: loginInput,
    response: loginOrChallengeResponse,
    refusals: [wrongCredentials, accountDisabled],
    limitFailures: (body) => body.email,
    hashesPasswords: true,
  },
  async ({ body, origin }) => {
    const signedIn = await loginOwner(body);
    if (signedIn.challenge !== undefined) {
      const asked = signedIn.step === TwoFactorStep.SIGN_IN ? "two_factor_required" : "two_factor_setup_required";
      return { success: true, [asked]: true, challenge: signedIn.challenge };
    }
    const { token, owner, store } = signedIn;
    return { token, success: true, user: serializeOwnerUser(await ownerAccount(store, { owner }), origin) };
  },
);
