import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { templateInput, templateRecord, wrapped } from "@/lib/marketing/schemas";
import { createTemplate, listTemplates } from "@/lib/marketing/templates";

export const GET = adminRoute({ summary: "The store's post templates", response: wrapped(z.array(templateRecord)) }, ({ store, origin }) =>
  listTemplates(store, { origin }),
);

export const POST = adminRoute(
  { summary: "Create a post template in one of the store's categories", status: 201, body: templateInput, response: wrapped(templateRecord) },
  ({ store, body, origin }) => createTemplate(store, { ...body, origin }),
);
