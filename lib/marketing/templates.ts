import type { z } from "zod";
import { columnsOf } from "../core/columns";
import type { Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { calledOrigin, marketingRecords, referenced, writeReferencing, type Answered } from "./records";
import type { templateInput, templateUpdate } from "./schemas";
import { serializeTemplate, templateInclude } from "./serialize";

// Templates: designs for post pictures (lib/marketing/template-layout.ts), in a category of the
// store, with a picture of the store's gallery as their preview.

const templates = marketingRecords("template", {
  include: templateInclude,
  order: "made",
  serialize: serializeTemplate,
  context: calledOrigin,
});

/** In the order they were made: every template, or one page of them; `total` counts them all. */
export const listTemplates = (store: Store, input: Answered & { page?: Page }) => templates.list(store, input);

export const getTemplate = (store: Store, input: Answered & { id: number }) => templates.read(store, input);

/** The category and the preview the input names, each the store's or a 422. */
function checkReferences(store: Store, input: z.output<typeof templateUpdate>) {
  return Promise.all([
    input.category_id === undefined
      ? null
      : referenced(store, "category_id", db().templateCategory.findFirst({ where: { id: input.category_id, storeId: store.id }, select: { id: true } })),
    input.preview_upload_id === undefined || input.preview_upload_id === null
      ? null
      : referenced(
          store,
          "preview_upload_id",
          db().upload.findFirst({ where: { id: input.preview_upload_id, storeId: store.id, kind: "IMAGE" }, select: { id: true } }),
        ),
  ]);
}

/** The columns of what the input gives: a field a patch does not send is left as it is. */
const templateColumns = <T extends z.output<typeof templateUpdate>>(input: T) =>
  columnsOf(input, ["name", "category_id", "width", "height", "layout", "preview_upload_id"]);

export function createTemplate(store: Store, { fields, platformOrigin }: Answered & { fields: z.output<typeof templateInput> }) {
  return writeReferencing(
    () => checkReferences(store, fields),
    () => templates.create(store, { platformOrigin, data: () => ({ storeId: store.id, ...templateColumns(fields) }) }),
  );
}

export function updateTemplate(store: Store, { id, patch, platformOrigin }: Answered & { id: number; patch: z.output<typeof templateUpdate> }) {
  return writeReferencing(
    () => checkReferences(store, patch),
    () => templates.update(store, { id, platformOrigin, data: () => templateColumns(patch) }),
  );
}

/** Posts made from it keep their picture and lose the link. */
export const deleteTemplate = (store: Store, input: { id: number }) => templates.remove(store, input);
