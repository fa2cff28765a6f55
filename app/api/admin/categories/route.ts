import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { categoryInput, categoryRecord, wrapped } from "@/lib/marketing/schemas";
import { createCategory, listCategories } from "@/lib/marketing/template-categories";

export const GET = adminRoute({ summary: "The store's template categories", response: wrapped(z.array(categoryRecord)) }, ({ store }) => listCategories(store));

export const POST = adminRoute(
  { summary: "Create a template category (a 422 on `name` when its slug is taken)", status: 201, body: categoryInput, response: wrapped(categoryRecord) },
  ({ store, body }) => createCategory(store, body),
);
