import { z } from "zod";
import { withTotalCount } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { createResolution, listResolutions } from "@/lib/marketing/resolutions";
import { resolutionInput, resolutionRecord, resolutionsQuery } from "@/lib/marketing/schemas";

export const GET = adminRoute(
  {
    summary:
      "The store's resolutions (a bare array): all of them, or a page with `page` or `per_page`; `platform_id` keeps one platform's (`none`: those of no platform)",
    query: resolutionsQuery,
    response: z.array(resolutionRecord),
    successHeaders: { "X-Total-Count": "How many resolutions the store has (of the platform asked for), over every page" },
  },
  async ({ store, query }) => withTotalCount(await listResolutions(store, { page: query.page, platformId: query.platform_id })),
);

export const POST = adminRoute(
  { summary: "Create a resolution for one of the store's platforms", status: 201, body: resolutionInput, response: resolutionRecord },
  ({ store, body }) => createResolution(store, body),
);
