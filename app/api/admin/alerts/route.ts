import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { storeAlerts } from "@/lib/overview/alerts";
import { alertsResponse } from "@/lib/overview/schemas";

export const GET = adminRoute(
  {
    permission: "account",
    summary: "The dashboard's bell: orders placed and posts that failed since the person last looked, and low stock, each as their role allows",
    response: alertsResponse,
  },
  async ({ store, owner }) => success(await storeAlerts(store, { ownerId: owner.id, role: owner.role })),
);
