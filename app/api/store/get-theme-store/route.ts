import { storeRoute } from "@/lib/api/route";
import { serializeStoreTheme, storeThemeResponse } from "@/lib/stores/settings";

export const GET = storeRoute({ summary: "Store fonts and colors", response: storeThemeResponse }, ({ store }) => ({ success: true, data: serializeStoreTheme(store) }));
