import { adminRoute } from "@/lib/api/route";
import { ownerAccount, updateProfile } from "@/lib/owners/profile";
import { profilePatch, userResponse } from "@/lib/owners/schemas";
import { userAnswer } from "../user/answer";

export const GET = adminRoute(
  { permission: "account", summary: "The signed-in owner's own record, as /user answers it", response: userResponse },
  async ({ owner, store, origin }) => userAnswer(await ownerAccount(store, { owner }), origin),
);

export const PUT = adminRoute(
  {
    permission: "account",
    summary: "Changes the fields sent of the signed-in owner's name, phone, address and picture",
    body: profilePatch,
    response: userResponse,
  },
  async ({ owner, store, body, origin }) => userAnswer(await updateProfile(store, { owner, patch: body }), origin),
);
