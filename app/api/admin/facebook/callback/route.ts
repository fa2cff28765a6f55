import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { badState, connectionDeclined, facebookCallback, facebookRefused } from "@/lib/social/connect";
import { facebookNotConfigured } from "@/lib/social/publish";
import { connectionsAnswer, facebookCallbackQuery } from "@/lib/social/schemas";

// No bearer token: the owner's browser lands here from Facebook, and the `state` names the store.
export const GET = adminRoute(
  {
    summary: "Where Facebook Login sends the owner back: the code exchanged for tokens, the pages and Instagram accounts stored",
    auth: "none",
    query: facebookCallbackQuery,
    response: connectionsAnswer,
    refusals: [badState, connectionDeclined, facebookNotConfigured, facebookRefused],
  },
  async ({ query, origin }) => ({ ...succeeded(), accounts: await facebookCallback({ origin, state: query.state, code: query.code }) }),
);
