import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { recordNotFound } from "@/lib/marketing/records";
import { categoryInput, categoryRecord, deleted, wrapped } from "@/lib/marketing/schemas";
import { categoryInUse, deleteCategory, getCategory, renameCategory } from "@/lib/marketing/template-categories";

export const GET = adminRoute(
  { summary: "A template category", params: idParams, response: wrapped(categoryRecord), refusals: [recordNotFound] },
  ({ store, params }) => getCategory(store, params),
);

export const PUT = adminRoute(
  { summary: "Rename a template category", params: idParams, body: categoryInput, response: wrapped(categoryRecord), refusals: [recordNotFound] },
  ({ store, params, body }) => renameCategory(store, { ...params, ...body }),
);

export const DELETE = adminRoute(
  { summary: "Delete a template category that no template uses", params: idParams, response: deleted, refusals: [recordNotFound, categoryInUse] },
  ({ store, params }) => deleteCategory(store, params),
);
