import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { recordNotFound } from "@/lib/marketing/records";
import { deleted, templateRecord, templateUpdate, wrapped } from "@/lib/marketing/schemas";
import { deleteTemplate, getTemplate, updateTemplate } from "@/lib/marketing/templates";

export const GET = adminRoute(
  { summary: "A post template", params: idParams, response: wrapped(templateRecord), refusals: [recordNotFound] },
  ({ store, params, origin }) => getTemplate(store, { ...params, origin }),
);

export const PUT = adminRoute(
  { summary: "Change a post template: the fields sent", params: idParams, body: templateUpdate, response: wrapped(templateRecord), refusals: [recordNotFound] },
  ({ store, params, body, origin }) => updateTemplate(store, { ...body, ...params, origin }),
);

export const DELETE = adminRoute(
  { summary: "Delete a post template; its posts keep their picture", params: idParams, response: deleted, refusals: [recordNotFound] },
  ({ store, params }) => deleteTemplate(store, params),
);
