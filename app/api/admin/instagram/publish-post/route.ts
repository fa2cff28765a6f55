import { adminRoute } from "@/lib/api/route";
import { facebookNotConfigured, nothingConnected, publishToInstagram } from "@/lib/social/publish";
import { instagramPublishAnswer, instagramPublishInput } from "@/lib/social/schemas";

export const POST = adminRoute(
  {
    permission: "marketing",
    summary: "Publish a picture to each of the store's Instagram accounts now",
    body: instagramPublishInput,
    response: instagramPublishAnswer,
    refusals: [facebookNotConfigured, nothingConnected],
  },
  async ({ store, body }) => {
    const results = await publishToInstagram(store, body);
    return { success: results.every((result) => result.success), results };
  },
);
