import { adminRoute } from "@/lib/api/route";
import { facebookNotConfigured, nothingConnected, publishToFacebook } from "@/lib/social/publish";
import { facebookPublishAnswer, facebookPublishInput } from "@/lib/social/schemas";

export const POST = adminRoute(
  {
    permission: "marketing",
    summary: "Publish a post to some of the store's Facebook pages now, each page's outcome apart",
    body: facebookPublishInput,
    response: facebookPublishAnswer,
    refusals: [facebookNotConfigured, nothingConnected],
  },
  async ({ store, body }) => {
    const results = await publishToFacebook(store, body);
    return { success: results.every((result) => result.success), results };
  },
);
