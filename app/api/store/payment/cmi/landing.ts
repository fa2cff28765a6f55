import { redirectAnswer } from "@/lib/api/answer";
import { storeRoute } from "@/lib/api/route";
import type { StoreWithCurrencies } from "@/lib/tenancy/find-store";
import { orderPagePath, receiveCmiResult } from "@/lib/payments/confirmations";
import { signedFields } from "@/lib/payments/schemas";

// Where CMI sends the shopper's browser back (okUrl, failUrl), with the same signed result as
// its callback, posted or in the query: applied the same way, then on to the order's page.

const summary = "Where the shopper's browser comes back from CMI: the signed result is applied as the callback's, then a 303 to the storefront's order page";

const land = async (store: StoreWithCurrencies, origin: string, fields: Record<string, string>) =>
  redirectAnswer(`${origin}${orderPagePath((await receiveCmiResult(store, fields)).orderCode)}`);

export const cmiLanding = {
  GET: storeRoute({ summary, query: signedFields, status: 303 }, ({ store, origin, query }) => land(store, origin, query)),
  POST: storeRoute({ summary, accepts: ["form"], body: signedFields, status: 303 }, ({ store, origin, body }) => land(store, origin, body)),
};
