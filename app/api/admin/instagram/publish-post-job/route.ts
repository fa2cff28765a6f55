import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { facebookNotConfigured, nothingConnected, scheduleOnInstagram } from "@/lib/social/publish";
import { instagramScheduleAnswer, instagramScheduleInput } from "@/lib/social/schemas";

export const POST = adminRoute(
  {
    permission: "marketing",
    summary: "Schedule a picture to each of the store's Instagram accounts at a time of the store's time zone",
    body: instagramScheduleInput,
    response: instagramScheduleAnswer,
    refusals: [facebookNotConfigured, nothingConnected],
  },
  async ({ store, body }) => ({ ...succeeded(), ...(await scheduleOnInstagram(store, body)) }),
);
