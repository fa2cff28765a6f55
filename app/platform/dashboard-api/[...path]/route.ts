import type { NextRequest } from "next/server";
import { dashboardAdmin } from "../../admin-api";

// The dashboard's browser code calls the administration API here, same-origin, with its session
// cookie; the forwarder adds the owner's token, which never reaches the browser.
type Context = { params: Promise<{ path: string[] }> };
const handler = async (request: NextRequest, context: Context) => dashboardAdmin.browser(request, (await context.params).path);

export { handler as DELETE, handler as GET, handler as PATCH, handler as POST, handler as PUT };
