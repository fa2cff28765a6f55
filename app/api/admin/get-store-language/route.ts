import { adminRoute } from "@/lib/api/route";
import { storeLanguageOf } from "@/lib/stores/manage-store";
import { storeLanguageResponse } from "@/lib/stores/schemas";

export const GET = adminRoute(
  { permission: "marketing", summary: "The store's language, named in French, and its code", response: storeLanguageResponse },
  ({ store }) => ({
    success: true,
    ...storeLanguageOf(store),
  }),
);
