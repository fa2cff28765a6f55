import { adminCatchAll } from "@/lib/api/unknown-endpoint";
import { dashboardApi } from "@/lib/dashboard/forward";
import { adminApiRoutes } from "../api/admin/streamed-routes";

/** The administration API's routes, as the dashboard's browser code and its sign-in reach them (lib/dashboard/forward.ts). */
export const dashboardAdmin = dashboardApi(adminApiRoutes, adminCatchAll);
