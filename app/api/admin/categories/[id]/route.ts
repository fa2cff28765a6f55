import { successOnlySchema } from "@/lib/core/envelopes";
import { idParams } from "@/lib/core/ids";
import { succeeded, success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { recordNotFound } from "@/lib/marketing/records";
import { categoryInput, categoryRecord, wrapped } from "@/lib/marketing/schemas";
import { categoryInUse, deleteCategory, getCategory, renameCategory } from "@/lib/marketing/template-categories";

export const GET = adminRoute(
  { summary: "A template category", params: idParams, response: wrapped(categoryRecord), refusals: [recordNotFound] },
  async ({ store, params }) => success(await getCategory(store, params)),
);

export const PUT = adminRoute(
  { summary: "Rename a template category", params: idParams, body: categoryInput, response: wrapped(categoryRecord), refusals: [recordNotFound] },
  async ({ store, params, body }) => success(await renameCategory(store, { ...params, ...body })),
);

export const DELETE = adminRoute(
  { summary: "Delete a template category that no template uses", params: idParams, response: successOnlySchema, refusals: [recordNotFound, categoryInUse] },
  async ({ store, params }) => {
    await deleteCategory(store, params);
    return succeeded();
  },
);
