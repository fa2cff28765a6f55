import type { NextRequest } from "next/server";
import { clientScheme } from "../api/client";
import type { RouteTable } from "../api/customer-api-server";
import { createForwarder } from "../api/forwarder";
import type { RouteModule } from "../api/route";
import { sessionApiToken } from "./auth";

/**
 * The browser's call to `/dashboard-api/<path>` handed to the administration API's route for
 * `/api/<path>`, in this process, with the session's token (lib/api/forwarder.ts, as the
 * storefront's /shop-api): the client's own address reaches the API's rate limits, and every rule
 * of the wrapper applies.
 */
export function dashboardForwarder(routes: RouteTable, fallback: RouteModule) {
  const forward = createForwarder(routes, fallback);
  return async (request: NextRequest, path: string[]): Promise<Response> => {
    const token = await sessionApiToken(request, clientScheme(request.headers.get("x-forwarded-proto")) === "https");
    return forward(request, { path: `/${path.map(encodeURIComponent).join("/")}`, token: token ?? undefined });
  };
}
