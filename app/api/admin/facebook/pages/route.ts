import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { listFacebookPages } from "@/lib/social/accounts";
import { facebookPagesAnswer } from "@/lib/social/schemas";

export const GET = adminRoute(
  { permission: "marketing", summary: "The Facebook pages connected to the store", response: facebookPagesAnswer },
  async ({ store }) => ({
    ...succeeded(),
    pages: await listFacebookPages(store),
  }),
);
