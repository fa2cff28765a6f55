import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { emailPreview } from "@/lib/notifications/previews";
import { emailPreviewQuery, emailPreviewResponse } from "@/lib/notifications/schemas";

export const GET = adminRoute(
  {
    permission: "settings",
    summary:
      "One of the e-mails the store sends (`template`), written from a sample order of the store's own products in its language and currency: its subject, text, and HTML with the logo inlined",
    query: emailPreviewQuery,
    response: emailPreviewResponse,
  },
  async ({ store, query }) => success(await emailPreview(store, { template: query.template })),
);
