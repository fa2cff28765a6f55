import { z } from "zod";
import { withTotalCount } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { categoryInput, categoryRecord, marketingListQuery, wrapped } from "@/lib/marketing/schemas";
import { successData } from "@/lib/marketing/serialize";
import { createCategory, listCategories } from "@/lib/marketing/template-categories";

export const GET = adminRoute(
  {
    summary: "The store's template categories: all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    response: wrapped(z.array(categoryRecord)),
    successHeaders: { "X-Total-Count": "How many template categories the store has, over every page" },
  },
  async ({ store, query }) => withTotalCount(await listCategories(store, query), successData),
);

export const POST = adminRoute(
  { summary: "Create a template category (a 422 on `name` when its slug is taken)", status: 201, body: categoryInput, response: wrapped(categoryRecord) },
  ({ store, body }) => createCategory(store, body),
);
