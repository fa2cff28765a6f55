import { buildOpenApiDocument } from "@/lib/api/openapi";
import { adminRoute } from "@/lib/api/route";
import { adminApiGroups } from "../routes";

export const GET = adminRoute({ auth: "none", summary: "This document" }, ({ origin }) =>
  buildOpenApiDocument({ title: "Administration API", version: "2.0", serverUrl: `${origin}/api`, groups: adminApiGroups }),
);
