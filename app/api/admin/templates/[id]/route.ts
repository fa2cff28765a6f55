import { successOnlySchema } from "@/lib/core/envelopes";
import { idParams } from "@/lib/core/ids";
import { succeeded, success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { recordNotFound } from "@/lib/marketing/records";
import { templateRecord, templateUpdate, wrapped } from "@/lib/marketing/schemas";
import { deleteTemplate, getTemplate, updateTemplate } from "@/lib/marketing/templates";

export const GET = adminRoute(
  { summary: "A post template", params: idParams, response: wrapped(templateRecord), refusals: [recordNotFound] },
  async ({ store, params, origin }) => success(await getTemplate(store, { ...params, origin })),
);

export const PUT = adminRoute(
  { summary: "Change a post template: the fields sent", params: idParams, body: templateUpdate, response: wrapped(templateRecord), refusals: [recordNotFound] },
  async ({ store, params, body, origin }) => success(await updateTemplate(store, { ...body, ...params, origin })),
);

export const DELETE = adminRoute(
  { summary: "Delete a post template; its posts keep their picture", params: idParams, response: successOnlySchema, refusals: [recordNotFound] },
  async ({ store, params }) => {
    await deleteTemplate(store, params);
    return succeeded();
  },
);
