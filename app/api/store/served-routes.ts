// Every route of the store hosts' /api tree, by public path, for the production server's direct
// dispatch (lib/api/route-dispatch.ts): the contract's endpoints and their reference.
// A unit test checks that no route under app/api/store is missing.
import type { RouteTable } from "@/lib/api/route-dispatch";
import * as docsAsset from "./docs/[asset]/route";
import * as docs from "./docs/route";
import * as openapi from "./openapi.json/route";
import { customerApiRoutes } from "./routes";

export const storeApiRoutes: RouteTable = {
  ...customerApiRoutes,
  "/openapi.json": openapi,
  "/docs": docs,
  "/docs/{asset}": docsAsset,
};
