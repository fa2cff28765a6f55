import { successOnlySchema } from "@/lib/core/envelopes";
import { adminRoute } from "@/lib/api/route";
import { markAlertsSeen } from "@/lib/overview/alerts";

export const POST = adminRoute(
  { permission: "account", summary: "The person opened the bell: its events count from now", response: successOnlySchema, whileSuspended: true },
  async ({ store, owner }) => {
    await markAlertsSeen(store, { ownerId: owner.id });
    return { success: true as const };
  },
);
