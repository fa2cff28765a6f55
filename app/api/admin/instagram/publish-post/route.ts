import { adminRoute } from "@/lib/api/route";
import { facebookNotConfigured, nothingConnected, publishToInstagram } from "@/lib/social/publish";
import { instagramPublishAnswer, instagramPublishInput } from "@/lib/social/schemas";

export const POST = adminRoute(
  {
    summary: "Publish a picture to each of the store's Instagram accounts now",
    body: instagramPublishInput,
    response: instagramPublishAnswer,
    refusals: [facebookNotConfigured, nothingConnected],
  },
  ({ store, body }) => publishToInstagram(store, body),
);
