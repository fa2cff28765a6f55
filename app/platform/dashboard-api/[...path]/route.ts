import type { NextRequest } from "next/server";
import { adminCatchAll } from "@/lib/api/unknown-endpoint";
import { dashboardForwarder } from "@/lib/dashboard/forward";
import { adminApiRoutes } from "../../../api/admin/streamed-routes";

// The dashboard's browser code calls the administration API here, same-origin, with its session
// cookie; the forwarder adds the owner's token, which never reaches the browser.
const forward = dashboardForwarder(adminApiRoutes, adminCatchAll);
type Context = { params: Promise<{ path: string[] }> };
const handler = async (request: NextRequest, context: Context) => forward(request, (await context.params).path);

export { handler as DELETE, handler as GET, handler as PATCH, handler as POST, handler as PUT };
