import { z } from "zod";
import { withTotalCount } from "@/lib/api/answer";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { marketingListQuery, templateInput, templateRecord, wrapped } from "@/lib/marketing/schemas";
import { createTemplate, listTemplates } from "@/lib/marketing/templates";

export const GET = adminRoute(
  {
    summary: "The store's post templates: all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    response: wrapped(z.array(templateRecord)),
    successHeaders: { "X-Total-Count": "How many templates the store has, over every page" },
  },
  async ({ store, query, origin }) => withTotalCount(await listTemplates(store, { ...query, origin }), success),
);

export const POST = adminRoute(
  { summary: "Create a post template in one of the store's categories", status: 201, body: templateInput, response: wrapped(templateRecord) },
  async ({ store, body, origin }) => success(await createTemplate(store, { ...body, origin })),
);
