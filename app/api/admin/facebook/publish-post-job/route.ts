import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { facebookNotConfigured, nothingConnected, scheduleOnFacebook } from "@/lib/social/publish";
import { facebookScheduleAnswer, facebookScheduleInput } from "@/lib/social/schemas";

export const POST = adminRoute(
  {
    permission: "marketing",
    summary: "Schedule a post to some of the store's Facebook pages at a time of the store's time zone",
    body: facebookScheduleInput,
    response: facebookScheduleAnswer,
    refusals: [facebookNotConfigured, nothingConnected],
  },
  async ({ store, body }) => ({ ...succeeded(), ...(await scheduleOnFacebook(store, body)) }),
);
