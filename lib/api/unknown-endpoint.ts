import { notFound } from "../core/errors";
import { adminRoute, storeRoute } from "./route";

// Catch-alls of the two API trees: an unknown path answers JSON 404 like every other error
// (after the store itself is checked, so an unknown store says so).
const unknownStoreEndpoint = storeRoute({ ignoreBody: true }, () => {
  throw notFound("This endpoint does not exist.");
});
const unknownAdminEndpoint = adminRoute({ auth: "none", ignoreBody: true }, () => {
  throw notFound("This endpoint does not exist.");
});

const everyMethod = <H>(handler: H) => ({ GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler });

export const storeCatchAll = everyMethod(unknownStoreEndpoint);
export const adminCatchAll = everyMethod(unknownAdminEndpoint);
