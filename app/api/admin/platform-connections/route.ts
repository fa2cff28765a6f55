import { adminRoute } from "@/lib/api/route";
import { listConnections } from "@/lib/social/accounts";
import { connectionsAnswer } from "@/lib/social/schemas";

export const GET = adminRoute({ summary: "The store's connected social accounts", response: connectionsAnswer }, ({ store }) => listConnections(store));
