import { adminRoute } from "@/lib/api/route";
import { storePromptResponse } from "@/lib/stores/schemas";

export const GET = adminRoute(
  { permission: "marketing", summary: "The store's description for the AI content generator", response: storePromptResponse },
  ({ store }) => ({
    success: true,
    prompt: store.prompt,
  }),
);
