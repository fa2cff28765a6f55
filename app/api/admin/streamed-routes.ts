// The administration routes the door dispatches itself (scripts/serve.ts, lib/api/route-dispatch.ts):
// in production all of them, for speed; in development (hot reload through Next) those that take
// files as they arrive (`files` in their options), since through Next a body is read whole into
// memory before the route sees it, and cut past 10 MB.
import type { RouteTable } from "@/lib/api/route-dispatch";
import { documentedAdminRoutes, managementRoutes } from "./routes";

export const adminApiRoutes: RouteTable = { ...documentedAdminRoutes, ...managementRoutes };

export const streamedAdminRoutes: RouteTable = Object.fromEntries(
  Object.entries(adminApiRoutes).filter(([, module]) => Object.values(module).some((handler) => handler?.doc.files)),
);
