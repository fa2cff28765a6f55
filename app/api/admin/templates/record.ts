import { countedRecordRoutes } from "@/lib/api/records";
import { recordNotFound } from "@/lib/marketing/records";
import { marketingListQuery, templateInput, templateRecord, templateUpdate } from "@/lib/marketing/schemas";
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from "@/lib/marketing/templates";

export const templateRoutes = countedRecordRoutes({
  permission: "marketing",
  record: templateRecord,
  notFound: recordNotFound,
  wrapped: true,
  list: {
    summary: "The store's post templates: all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    total: "How many templates the store has, over every page",
    run: listTemplates,
  },
  create: { summary: "Create a post template in one of the store's categories", body: templateInput, run: createTemplate },
  find: { summary: "A post template", run: getTemplate },
  update: { summary: "Change a post template: the fields sent", body: templateUpdate, run: updateTemplate },
  remove: { summary: "Delete a post template; its posts keep their picture", run: deleteTemplate },
});
