import { buildOpenApiDocument } from "@/lib/api/openapi";
import { storeRoute } from "@/lib/api/route";
import { customerApiRoutes } from "../routes";

export const GET = storeRoute({ summary: "This document" }, ({ store, origin }) =>
  buildOpenApiDocument({ title: `${store.name} customer API`, version: "1.0", serverUrl: `${origin}/api`, groups: [{ routes: customerApiRoutes }] }),
);
