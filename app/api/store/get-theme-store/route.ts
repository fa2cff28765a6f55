import { success } from "@/lib/api/envelopes";
import { storeRoute } from "@/lib/api/route";
import { storeThemeResponse } from "@/lib/stores/schemas";
import { serializeStoreTheme } from "@/lib/stores/settings";

export const GET = storeRoute({ summary: "Store fonts and colors", response: storeThemeResponse }, ({ store }) => success(serializeStoreTheme(store)));
