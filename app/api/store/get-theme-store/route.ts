import { storeRoute } from "@/lib/api/route";
import { serializeStoreTheme } from "@/lib/stores/settings";

export const GET = storeRoute({}, ({ store }) => ({ success: true, data: serializeStoreTheme(store) }));
