import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { listConnections } from "@/lib/social/accounts";
import { connectionsAnswer } from "@/lib/social/schemas";

export const GET = adminRoute(
  { permission: "marketing", summary: "The store's connected social accounts", response: connectionsAnswer },
  async ({ store }) => ({
    ...succeeded(),
    accounts: await listConnections(store),
  }),
);
