import { z } from "zod";
import { withTotalCount } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { createPlatform, listPlatforms } from "@/lib/marketing/platforms";
import { marketingListQuery, platformInput, platformRecord } from "@/lib/marketing/schemas";

export const GET = adminRoute(
  {
    summary: "The store's platforms (a bare array): all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    response: z.array(platformRecord),
    successHeaders: { "X-Total-Count": "How many platforms the store has, over every page" },
  },
  async ({ store, query }) => withTotalCount(await listPlatforms(store, query)),
);

export const POST = adminRoute(
  { summary: "Create a platform (a 422 on `name` when its slug is taken)", status: 201, body: platformInput, response: platformRecord },
  ({ store, body }) => createPlatform(store, body),
);
