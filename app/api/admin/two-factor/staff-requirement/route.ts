import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { setStaffRequirement, storeOwnerOnly } from "@/lib/two-factor/enrolment";
import { successOnlySchema } from "@/lib/core/envelopes";
import { staffRequirementInput } from "@/lib/two-factor/schemas";

export const PUT = adminRoute(
  {
    permission: "staff",
    summary:
      "The store's rule (owner only): with `required`, every other account of the store must sign in with two-factor, and is sent to set it up at its next sign-in",
    body: staffRequirementInput,
    response: successOnlySchema,
    refusals: [storeOwnerOnly],
  },
  async ({ owner, store, body }) => {
    await setStaffRequirement(store, { ownerId: owner.id, required: body.required });
    return succeeded();
  },
);
