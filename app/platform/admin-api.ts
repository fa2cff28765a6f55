import type { RouteTable } from "@/lib/api/route-dispatch";
import type { DocumentedHandler } from "@/lib/api/route-doc";
import { adminCatchAll } from "@/lib/api/unknown-endpoint";
import { dashboardApi } from "@/lib/api/dashboard-forwarder";
import { adminApiRoutes, streamedAdminRoutes } from "../api/admin/streamed-routes";

/** The administration API's routes, as the dashboard's browser code and its sign-in reach them (lib/api/dashboard-forwarder.ts). */
export const dashboardAdmin = dashboardApi(adminApiRoutes, adminCatchAll);

/**
 * `/dashboard-api/save-video`... for the door to dispatch itself (scripts/serve.ts): through Next a
 * body is read whole before the route sees it, and cut past 10 MB, so the dashboard's uploads
 * could not reach the API's own limits (MAX_VIDEO_MB). Each forwards as the route file does.
 */
export const dashboardUploadRoutes: RouteTable = Object.fromEntries(
  Object.entries(streamedAdminRoutes).map(([path, module]) => [
    path,
    Object.fromEntries(
      Object.entries(module).map(([method, handler]) => [
        method,
        Object.assign((request: Request) => dashboardAdmin.browser(request, path.slice(1).split("/")), { doc: handler.doc }) satisfies DocumentedHandler,
      ]),
    ),
  ]),
);
