import { adminRoute } from "@/lib/api/route";
import { loginAnswer } from "@/lib/owners/login-owner";
import { acceptInvitation } from "@/lib/staff/invitations";
import { invitationInvalid } from "@/lib/staff/refusals";
import { acceptInvitationInput } from "@/lib/staff/schemas";
import { loginOrChallengeResponse } from "@/lib/two-factor/schemas";

export const POST = adminRoute(
  {
    auth: "none",
    summary:
      "Accepts an invitation: the person's name and password set, and a token as /login gives; where the store requires two-factor sign-in of its staff, `two_factor_setup_required` and a challenge instead, as /login answers",
    body: acceptInvitationInput,
    response: loginOrChallengeResponse,
    refusals: [invitationInvalid],
    hashesPasswords: true,
  },
  async ({ body, origin }) => loginAnswer(await acceptInvitation(body), origin),
);
