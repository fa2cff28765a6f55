// The administration routes that take files as they arrive (`files` in their options), for the
// door's own dispatch (scripts/serve.ts, lib/api/customer-api-server.ts): through Next, a body
// is read whole into memory before the route sees it, and cut past 10 MB.
import type { RouteTable } from "@/lib/api/customer-api-server";
import { documentedAdminRoutes, managementRoutes } from "./routes";

export const streamedAdminRoutes: RouteTable = Object.fromEntries(
  Object.entries({ ...documentedAdminRoutes, ...managementRoutes }).filter(([, module]) => Object.values(module).some((handler) => handler?.doc.files)),
);
