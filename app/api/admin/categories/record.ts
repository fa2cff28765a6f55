import { countedRecordRoutes } from "@/lib/api/records";
import { recordNotFound } from "@/lib/marketing/records";
import { categoryInput, categoryRecord, marketingListQuery } from "@/lib/marketing/schemas";
import { categoryInUse, createCategory, deleteCategory, getCategory, listCategories, renameCategory } from "@/lib/marketing/template-categories";

export const categoryRoutes = countedRecordRoutes({
  permission: "marketing",
  record: categoryRecord,
  notFound: recordNotFound,
  wrapped: true,
  list: {
    summary: "The store's template categories: all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    total: "How many template categories the store has, over every page",
    run: listCategories,
  },
  create: { summary: "Create a template category (a 422 on `name` when its slug is taken)", body: categoryInput, run: createCategory },
  find: { summary: "A template category", run: getCategory },
  update: { summary: "Rename a template category", body: categoryInput, run: renameCategory },
  remove: { summary: "Delete a template category that no template uses", refusals: [categoryInUse], run: deleteCategory },
});
