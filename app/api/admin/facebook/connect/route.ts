import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { disconnectFacebook, facebookConnectUrl } from "@/lib/social/connect";
import { facebookNotConfigured } from "@/lib/social/publish";
import { disconnectedAnswer, facebookConnectAnswer } from "@/lib/social/schemas";

export const GET = adminRoute(
  {
    permission: "marketing",
    // It starts a connection (a `state` kept for the callback): a write, though a GET.
    writes: true,
    summary: "The Facebook Login dialog that connects the store's pages and their Instagram accounts (its `state` usable once, for 10 minutes)",
    response: facebookConnectAnswer,
    refusals: [facebookNotConfigured],
  },
  async ({ store, origin }) => ({ ...succeeded(), ...(await facebookConnectUrl(store, { origin })) }),
);

export const DELETE = adminRoute(
  {
    permission: "marketing",
    summary: "Disconnect Facebook and Instagram: the app's permissions revoked, every account and page of the store deleted",
    response: disconnectedAnswer,
  },
  async ({ store }) => ({ ...succeeded(), ...(await disconnectFacebook(store)) }),
);
