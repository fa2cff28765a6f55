import { countedRecordRoutes } from "@/lib/api/records";
import { createPlatform, deletePlatform, getPlatform, listPlatforms, updatePlatform } from "@/lib/marketing/platforms";
import { recordNotFound } from "@/lib/marketing/records";
import { marketingListQuery, platformInput, platformRecord, platformUpdate } from "@/lib/marketing/schemas";

export const platformRoutes = countedRecordRoutes({
  permission: "marketing",
  record: platformRecord,
  notFound: recordNotFound,
  list: {
    summary: "The store's platforms (a bare array): all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    total: "How many platforms the store has, over every page",
    run: listPlatforms,
  },
  create: { summary: "Create a platform (a 422 on `name` when its slug is taken)", body: platformInput, run: createPlatform },
  find: { summary: "A platform", run: getPlatform },
  update: { summary: "Change a platform: the fields sent", body: platformUpdate, run: updatePlatform },
  remove: { summary: "Delete a platform; its resolutions stay, without one", run: deletePlatform },
});
