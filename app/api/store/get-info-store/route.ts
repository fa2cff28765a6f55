import { success } from "@/lib/api/envelopes";
import { storeRoute } from "@/lib/api/route";
import { storeInfoResponse } from "@/lib/stores/schemas";
import { serializeStoreInfo } from "@/lib/stores/settings";

export const GET = storeRoute({ summary: "Store name, address and logos", response: storeInfoResponse }, ({ store, origin }) =>
  success(serializeStoreInfo(store, origin)),
);
