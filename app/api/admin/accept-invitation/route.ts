import { adminRoute } from "@/lib/api/route";
import { ownerAccount } from "@/lib/owners/profile";
import { loginResponse } from "@/lib/owners/schemas";
import { serializeOwnerUser } from "@/lib/owners/serialize";
import { acceptInvitation } from "@/lib/staff/invitations";
import { invitationInvalid } from "@/lib/staff/refusals";
import { acceptInvitationInput } from "@/lib/staff/schemas";

export const POST = adminRoute(
  {
    auth: "none",
    summary: "Accepts an invitation: the person's name and password set, and a token as /login gives",
    body: acceptInvitationInput,
    response: loginResponse,
    refusals: [invitationInvalid],
    hashesPasswords: true,
  },
  async ({ body, origin }) => {
    const { token, owner, store } = await acceptInvitation(body);
    return { token, success: true, user: serializeOwnerUser(await ownerAccount(store, { owner }), origin) };
  },
);
