import { storeRoute } from "@/lib/api/route";
import { serializeStoreInfo } from "@/lib/stores/settings";

export const GET = storeRoute({}, ({ store, origin }) => ({ success: true, data: serializeStoreInfo(store, origin) }));
