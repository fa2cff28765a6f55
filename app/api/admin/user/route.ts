import { adminRoute } from "@/lib/api/route";
import { ownerAccount } from "@/lib/owners/profile";
import { userResponse } from "@/lib/owners/schemas";
import { serializeUserAnswer } from "@/lib/owners/serialize";

export const GET = adminRoute({ summary: "The signed-in owner, their store and its logos", response: userResponse }, async ({ owner, store, origin }) =>
  serializeUserAnswer(await ownerAccount(store, { owner }), origin),
);
