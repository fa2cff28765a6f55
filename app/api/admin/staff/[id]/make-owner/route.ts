import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { idParams } from "@/lib/core/ids";
import { makeOwner, staffMember } from "@/lib/staff/members";
import { notActive, staffNotFound } from "@/lib/staff/refusals";
import { staffResponse } from "@/lib/staff/schemas";

export const POST = adminRoute(
  {
    permission: "staff",
    summary: "Hands the store over: the person becomes its owner, and the owner its manager",
    params: idParams,
    owned: ({ store }, params) => staffMember(store, { id: params.id }),
    response: staffResponse,
    refusals: [staffNotFound, notActive],
  },
  async ({ store, params }) => success(await makeOwner(store, { id: params.id })),
);
