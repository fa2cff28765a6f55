import { adminRoute } from "@/lib/api/route";
import { facebookNotConfigured, nothingConnected, scheduleOnInstagram } from "@/lib/social/publish";
import { instagramScheduleAnswer, instagramScheduleInput } from "@/lib/social/schemas";

export const POST = adminRoute(
  {
    summary: "Schedule a picture to each of the store's Instagram accounts at a time of the store's time zone",
    body: instagramScheduleInput,
    response: instagramScheduleAnswer,
    refusals: [facebookNotConfigured, nothingConnected],
  },
  ({ store, body }) => scheduleOnInstagram(store, body),
);
