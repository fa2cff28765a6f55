import { z } from "zod";
import { withTotalCount } from "@/lib/api/answer";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { categoryInput, categoryRecord, marketingListQuery, wrapped } from "@/lib/marketing/schemas";
import { createCategory, listCategories } from "@/lib/marketing/template-categories";

export const GET = adminRoute(
  {
    summary: "The store's template categories: all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    response: wrapped(z.array(categoryRecord)),
    successHeaders: { "X-Total-Count": "How many template categories the store has, over every page" },
  },
  async ({ store, query }) => withTotalCount(await listCategories(store, query), success),
);

export const POST = adminRoute(
  { summary: "Create a template category (a 422 on `name` when its slug is taken)", status: 201, body: categoryInput, response: wrapped(categoryRecord) },
  async ({ store, body }) => success(await createCategory(store, body)),
);
