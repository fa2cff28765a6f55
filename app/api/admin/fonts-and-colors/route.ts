import { adminRoute } from "@/lib/api/route";
import { storeFontsAndColors } from "@/lib/stores/manage-store";
import { storeThemeResponse } from "@/lib/stores/schemas";

export const GET = adminRoute({ summary: "The store's theme, as the customer API's /get-theme-store answers it", response: storeThemeResponse }, ({ store }) =>
  storeFontsAndColors(store),
);
