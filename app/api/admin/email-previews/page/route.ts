import { framedPageAnswer } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { emailPreview } from "@/lib/notifications/previews";
import { emailPreviewQuery } from "@/lib/notifications/schemas";

export const GET = adminRoute(
  {
    permission: "settings",
    summary: "The same preview as `/email-previews`, its HTML alone as a page (`text/html`) for the dashboard to frame: nothing in it runs",
    query: emailPreviewQuery,
  },
  async ({ store, query }) => framedPageAnswer((await emailPreview(store, { template: query.template })).html),
);
