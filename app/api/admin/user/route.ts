import { adminRoute } from "@/lib/api/route";
import { ownerAccount } from "@/lib/owners/profile";
import { userResponse } from "@/lib/owners/schemas";
import { userAnswer } from "./answer";

export const GET = adminRoute(
  { permission: "account", summary: "The signed-in owner, their store and its logos", response: userResponse },
  async ({ owner, store, origin }) => userAnswer(await ownerAccount(store, { owner }), origin),
);
