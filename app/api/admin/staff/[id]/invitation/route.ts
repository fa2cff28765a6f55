import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { idParams } from "@/lib/core/ids";
import { resendInvitation, staffMember } from "@/lib/staff/members";
import { notPending, staffNotFound } from "@/lib/staff/refusals";
import { staffResponse } from "@/lib/staff/schemas";

export const POST = adminRoute(
  {
    permission: "staff",
    summary: "Sends a pending invitation again, with a new link for 7 more days (the link sent before stops working)",
    params: idParams,
    owned: ({ store }, params) => staffMember(store, { id: params.id }),
    response: staffResponse,
    refusals: [staffNotFound, notPending],
  },
  async ({ store, owner, params, origin }) => success(await resendInvitation(store, { id: params.id, ownerId: owner.id, platformOrigin: origin })),
);
