import { adminRoute } from "@/lib/api/route";
import { accountDisabled, wrongCredentials } from "@/lib/auth/credentials";
import { loginInput } from "@/lib/auth/schemas";
import { loginAnswer, loginOwner } from "@/lib/owners/login-owner";
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
  async ({ body, origin }) => loginAnswer(await loginOwner(body), origin),
);
