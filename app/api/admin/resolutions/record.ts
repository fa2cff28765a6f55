import { countedRecordRoutes } from "@/lib/api/records";
import { recordNotFound } from "@/lib/marketing/records";
import { createResolution, deleteResolution, getResolution, listResolutions, updateResolution } from "@/lib/marketing/resolutions";
import { resolutionInput, resolutionRecord, resolutionsQuery, resolutionUpdate } from "@/lib/marketing/schemas";

export const resolutionRoutes = countedRecordRoutes({
  permission: "marketing",
  record: resolutionRecord,
  notFound: recordNotFound,
  list: {
    summary:
      "The store's resolutions (a bare array): all of them, or a page with `page` or `per_page`; `platform_id` keeps one platform's (`none`: those of no platform)",
    query: resolutionsQuery,
    total: "How many resolutions the store has (of the platform asked for), over every page",
    run: listResolutions,
  },
  create: { summary: "Create a resolution for one of the store's platforms", body: resolutionInput, run: createResolution },
  find: { summary: "A resolution", run: getResolution },
  update: { summary: "Change a resolution: the fields sent", body: resolutionUpdate, run: updateResolution },
  remove: { summary: "Delete a resolution", run: deleteResolution },
});
