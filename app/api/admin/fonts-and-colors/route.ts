import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { storeThemeResponse } from "@/lib/stores/schemas";
import { serializeStoreTheme } from "@/lib/stores/settings";

export const GET = adminRoute(
  { permission: "settings", summary: "The store's theme, as the customer API's /get-theme-store answers it", response: storeThemeResponse },
  ({ store }) => success(serializeStoreTheme(store)),
);
