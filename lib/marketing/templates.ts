import type { z } from "zod";
import { wholeOrPage, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { found, referenced, writeReferencing } from "./records";
import type { templateInput, templateUpdate } from "./schemas";
import { serializeTemplate, templateInclude } from "./serialize";

// Templates: designs for post pictures (lib/marketing/template-layout.ts), in a category of the
// store, with a picture of the store's gallery as their preview.

type Answered = { origin: string };

/** In the order they were made: every template, or one page of them; `total` counts them all. */
export async function listTemplates(store: Store, { origin, page }: Answered & { page?: Page }) {
  const where = { storeId: store.id };
  return wholeOrPage(
    page,
    async (window) =>
      (await db().template.findMany({ where, include: templateInclude, orderBy: { id: "asc" }, ...window })).map((row) => serializeTemplate(row, origin)),
    () => db().template.count({ where }),
  );
}

export async function getTemplate(store: Store, { id, origin }: { id: number } & Answered) {
  const row = found(await db().template.findFirst({ where: { id, storeId: store.id }, include: templateInclude }));
  return serializeTemplate(row, origin);
}

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

export async function createTemplate(store: Store, input: z.output<typeof templateInput> & Answered) {
  const row = await writeReferencing(
    () => checkReferences(store, input),
    () =>
      db().template.create({
        data: {
          storeId: store.id,
          name: input.name,
          categoryId: input.category_id,
          width: input.width,
          height: input.height,
          layout: input.layout,
          previewUploadId: input.preview_upload_id ?? null,
        },
        include: templateInclude,
      }),
  );
  return serializeTemplate(row, input.origin);
}

export async function updateTemplate(store: Store, { id, origin, ...changes }: z.output<typeof templateUpdate> & { id: number } & Answered) {
  const row = await writeReferencing(
    () => checkReferences(store, changes),
    () =>
      db().template.update({
        where: { id, storeId: store.id },
        data: {
          name: changes.name,
          categoryId: changes.category_id,
          width: changes.width,
          height: changes.height,
          layout: changes.layout,
          previewUploadId: changes.preview_upload_id,
        },
        include: templateInclude,
      }),
  );
  return serializeTemplate(row, origin);
}

/** Posts made from it keep their picture and lose the link. */
export async function deleteTemplate(store: Store, { id }: { id: number }) {
  await db().template.delete({ where: { id, storeId: store.id } });
}
