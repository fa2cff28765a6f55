import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { twoFactorStatus } from "@/lib/two-factor/enrolment";
import { twoFactorStatusResponse } from "@/lib/two-factor/schemas";

export const GET = adminRoute(
  {
    permission: "account",
    summary: "Whether the signed-in account has two-factor sign-in, its recovery codes left, and the store's rule for staff",
    response: twoFactorStatusResponse,
  },
  async ({ owner, store }) => success(await twoFactorStatus(store, { owner })),
);
