import type { z } from "zod";
import { wholeOrPage, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { found, referenced, writeReferencing } from "./records";
import type { resolutionInput, resolutionUpdate } from "./schemas";
import { serializeResolution } from "./serialize";

// Resolutions: the picture sizes a platform of the store wants (1080×1080 for an Instagram post...).

/**
 * In the order they were made: every resolution, or one page of them; `total` counts them all.
 * `platformId`: only that platform's, or with `null` those of none.
 */
export async function listResolutions(store: Store, { page, platformId }: { page?: Page; platformId?: number | null } = {}) {
  const where = { storeId: store.id, platformId };
  return wholeOrPage(
    page,
    async (window) => (await db().resolution.findMany({ where, orderBy: { id: "asc" }, ...window })).map(serializeResolution),
    () => db().resolution.count({ where }),
  );
}

export async function getResolution(store: Store, { id }: { id: number }) {
  return serializeResolution(found(await db().resolution.findFirst({ where: { id, storeId: store.id } })));
}

function checkPlatform(store: Store, platformId: number | undefined) {
  if (platformId === undefined) return Promise.resolve(null);
  return referenced(store, "platform_id", db().platform.findFirst({ where: { id: platformId, storeId: store.id }, select: { id: true } }));
}

export async function createResolution(store: Store, input: z.output<typeof resolutionInput>) {
  const row = await writeReferencing(
    () => checkPlatform(store, input.platform_id),
    () =>
      db().resolution.create({
        data: { storeId: store.id, name: input.name, width: input.width, height: input.height, platformId: input.platform_id },
      }),
  );
  return serializeResolution(row);
}

export async function updateResolution(store: Store, { id, ...changes }: z.output<typeof resolutionUpdate> & { id: number }) {
  const row = await writeReferencing(
    () => checkPlatform(store, changes.platform_id),
    () =>
      db().resolution.update({
        where: { id, storeId: store.id },
        data: { name: changes.name, width: changes.width, height: changes.height, platformId: changes.platform_id },
      }),
  );
  return serializeResolution(row);
}

export async function deleteResolution(store: Store, { id }: { id: number }) {
  await db().resolution.delete({ where: { id, storeId: store.id } });
}
