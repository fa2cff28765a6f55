import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { POLICIES } from "@/lib/api/rate-limit";
import { beginSetup, twoFactorAlreadyOn } from "@/lib/two-factor/enrolment";
import { twoFactorSetupResponse } from "@/lib/two-factor/schemas";

export const POST = adminRoute(
  {
    permission: "account",
    summary: "A new secret for an authenticator app (base32, its otpauth URI and the URI's QR code as SVG), pending until `/two-factor/enable` confirms it",
    response: twoFactorSetupResponse,
    refusals: [twoFactorAlreadyOn],
    budget: POLICIES.twoFactorCodes,
  },
  async ({ owner, store }) => success(await beginSetup(store, { owner })),
);
